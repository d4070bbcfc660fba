import { defineProject } from 'vitest/config'
import { TEST_WORKERS } from '../../vitest.workers.ts'

export default defineProject({
  test: {
    name: 'contracts',
    maxWorkers: TEST_WORKERS,
    environment: 'node',
    include: ['src/**/*.test.ts'],
    isolate: false, // pure functions: the files of a worker share its loaded modules (ADR 0034)
  },
})
