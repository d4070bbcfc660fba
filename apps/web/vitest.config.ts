import react from '@vitejs/plugin-react'
import { defineProject } from 'vitest/config'
import { TEST_WORKERS } from '../../vitest.workers.ts'

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    maxWorkers: TEST_WORKERS,
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // Sized for a loaded machine (ADR 0034): files run side by side, and a wizard test renders whole steps.
    testTimeout: 30_000,
  },
})
