import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['**/*.e2e.ts'],
    globalSetup: ['../apps/server/test/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
})
