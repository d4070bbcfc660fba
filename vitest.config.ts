import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
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
