import { defineConfig } from 'vitest/config'
import { InterleavedSequencer } from './vitest.sequencer.ts'
import { TEST_WORKERS } from './vitest.workers.ts'

export default defineConfig({
  test: {
    sequence: { sequencer: InterleavedSequencer },
    projects: [
      'packages/contracts',
      'apps/server',
      'apps/web',
      'e2e',
      {
        test: {
          name: 'tools',
          maxWorkers: TEST_WORKERS,
          environment: 'node',
          include: ['tools/**/*.test.js', 'scripts/**/*.test.js'],
          testTimeout: 30_000, // the first lint of a file loads the typed ESLint program
        },
      },
    ],
  },
})
