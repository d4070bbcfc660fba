import { availableParallelism } from 'node:os'

/**
 * How many test files run side by side, the same in every project: vitest runs projects with the same `maxWorkers`
 * in one group (ADR 0034). Most files wait on Herald, Chromium and PostgreSQL rather than compute, so one file more
 * than there are cores keeps the machine busy.
 */
export const TEST_WORKERS = availableParallelism() + 1
