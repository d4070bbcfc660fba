import { availableParallelism } from 'node:os'

/**
 * How many test files run side by side, the same in every project: vitest runs projects with the same `maxWorkers`
 * in one group (ADR 0034). Most files wait on Herald, Chromium and PostgreSQL rather than compute (on two cores, a
 * clean-clone run with three files at a time kept 1.2 cores busy), so two files more than there are cores.
 */
export const TEST_WORKERS = availableParallelism() + 2
