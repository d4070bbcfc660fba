import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // Most files wait on child processes, Chromium and PostgreSQL rather than compute: one file per core keeps
    // the CPU busy (the default, one fewer than the cores, runs a single file at a time on two cores). Every
    // file has its own database, ports and data directory, so files never see each other's work.
    maxWorkers: Math.max(2, availableParallelism()),
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
