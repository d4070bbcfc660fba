import path from 'node:path'
import react from '@vitejs/plugin-react'
import { defineProject } from 'vitest/config'
import { TEST_WORKERS } from '../../vitest.workers.ts'

export default defineProject({
  plugins: [react()],
  resolve: {
    // jsdom has no Web Worker: uploads are parsed on the test's thread (the worker's own function).
    alias: [
      {
        find: /^.*\/lib\/upload-file\.ts$/,
        replacement: path.resolve(import.meta.dirname, 'src/features/jobs/testing/upload-file-in-thread.ts'),
      },
    ],
  },
  test: {
    name: 'web',
    maxWorkers: TEST_WORKERS,
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // Files share their worker's window and modules (no per-file reload): a test leaves nothing behind
    // (setup.ts), and the jsdom set-up is paid once per worker.
    isolate: false,
    // Sized for a loaded machine (ADR 0034): files run side by side, and a wizard test renders whole steps.
    testTimeout: 30_000,
  },
})
