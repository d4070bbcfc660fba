import { defineProject } from 'vitest/config'
import { TEST_WORKERS } from '../vitest.workers.ts'

export default defineProject({
  test: {
    name: 'e2e',
    maxWorkers: TEST_WORKERS,
    environment: 'node',
    include: ['**/*.e2e.ts'],
    globalSetup: ['../apps/server/test/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
})
