import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|md|webmanifest)$/
/** Below this, a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build, compressed once at the highest
 * levels, so the server sends them by content negotiation without compressing on each request (ADR 0030).
 */
export function precompress(): Plugin {
  let outDir = ''
  return {
    name: 'herald-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    // A failed build calls this too, with its error and no output: leave the error to be reported.
    closeBundle(error?: Error) {
      if (error) return
      for (const file of listFiles(outDir)) {
        if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue
        const bytes = readFileSync(file)
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
        )
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }))
      }
    },
  }
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? listFiles(full) : [full]
  })
}
