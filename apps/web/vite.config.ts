import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { EARLY_REQUESTS, earlyRequestsScript } from './early-requests-script.ts'
import { precompress } from './precompress.ts'

const root = fileURLToPath(new URL('.', import.meta.url))
const server = 'http://127.0.0.1:3000'
/** What the early-requests entry is made of: a chunk of its own, which the app's start chunk imports. */
const EARLY_MODULES =
  /(src[\\/](early-requests\.ts|lib[\\/]early-[\w-]+\.ts|config[\\/]env\.ts)|virtual:job-summary-files)$/
/** The chunk of the signed-in shell and Job Summary, which the early-requests script preloads on that page. */
const JOB_SUMMARY = 'job-summary'
const proxy = {
  '/api': { target: server, changeOrigin: false },
  '/dev': { target: server, changeOrigin: false },
  '/management': { target: server, changeOrigin: false },
}

export default defineConfig({
  root,
  plugins: [react(), earlyRequestsScript(JOB_SUMMARY), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps are written for debugging but not referenced from the bundles the browser downloads.
    sourcemap: 'hidden',
    // Every browser Herald supports has modulepreload; the polyfill would cost /login bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: { index: `${root}index.html`, [EARLY_REQUESTS]: `${root}src/early-requests.ts` },
      output: {
        // Groups take modules in this order, each with everything they import that an earlier group has not
        // taken: the early-requests script (alone, so it runs before the app has downloaded); the app's static
        // imports (one file); the public pages (sign-up, recovery, help); the signed-in shell with Job Summary.
        // Rolldown would otherwise cut the last two into ~35 small shared files, which HTTP/1.1's six
        // connections per host fetch in waves (docs/decisions/0032).
        codeSplitting: {
          groups: [
            { name: 'early-requests', test: EARLY_MODULES },
            { name: 'start', tags: ['$initial'] },
            { name: 'public-pages', test: /src[\\/]app[\\/]public-pages\.ts$/ },
            {
              name: JOB_SUMMARY,
              test: /src[\\/](features[\\/]jobs[\\/]list\.ts|app[\\/]layout[\\/]top-bar\.tsx)$/,
            },
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
})
