import { defineProject } from 'vitest/config'
import { TEST_WORKERS } from '../../vitest.workers.ts'

export default defineProject({
  test: {
    name: 'server',
    maxWorkers: TEST_WORKERS,
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Files that run in the same worker share its loaded modules instead of importing the server again for each
    // (ADR 0034): every file owns its Herald, database and ports and stops them in afterAll.
    isolate: false,
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // expect.poll waits for a condition (a process gone, a row written); on a loaded machine 1 s is too short.
    expect: { poll: { timeout: 15_000 } },
  },
})
