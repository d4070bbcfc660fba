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
    // expect.poll waits for what the page will show; journeys run side by side (ADR 0034), so on a loaded machine
    // a save and its refetch can take longer than vitest's 1 s default.
    expect: { poll: { timeout: 15_000 } },
  },
})
