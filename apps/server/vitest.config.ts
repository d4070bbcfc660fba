import { defineProject } from 'vitest/config'
import { TEST_WORKERS } from '../../vitest.workers.ts'

export default defineProject({
  test: {
    name: 'server',
    maxWorkers: TEST_WORKERS,
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})
