import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { precompress } from './precompress.ts'

const root = fileURLToPath(new URL('.', import.meta.url))
const server = 'http://127.0.0.1:3000'
const proxy = {
  '/api': { target: server, changeOrigin: false },
  '/dev': { target: server, changeOrigin: false },
  '/management': { target: server, changeOrigin: false },
}

export default defineConfig({
  root,
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps are written for debugging but not referenced from the bundles the browser downloads.
    sourcemap: 'hidden',
    // Every browser Herald supports has modulepreload; the polyfill would cost /login bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: 'start', tags: ['$initial'] }] },
      },
    },
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
})
