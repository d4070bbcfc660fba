import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // Most files wait on child processes, Chromium and PostgreSQL rather than compute: at one file per core the
    // CPU was busy only 41 % of a clean-clone run, so two files per core (the default, one fewer than the cores,
    // runs a single file at a time on two cores). Every file has its own database, ports and data directory, so
    // files never see each other's work (ADR 0034).
    maxWorkers: 2 * availableParallelism(),
    projects: [
      'packages/contracts',
      'apps/server',
      'apps/web',
      'e2e',
      {
        test: {
          name: 'tools',
          environment: 'node',
          include: ['tools/**/*.test.js', 'scripts/**/*.test.js'],
          testTimeout: 30_000, // the first lint of a file loads the typed ESLint program
        },
      },
    ],
  },
})
