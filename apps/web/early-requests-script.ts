import type { Plugin } from 'vite'

/** The entry name of `src/early-requests.ts` in `build.rolldownOptions.input`. */
export const EARLY_REQUESTS = 'early-requests'

/** What `src/early-requests.ts` imports to learn the files of Job Summary's code (see `earlyRequestsScript`). */
const JOB_SUMMARY_FILES = 'virtual:job-summary-files'
const RESOLVED = `\0${JOB_SUMMARY_FILES}`
/** Stands in the early script for that list until the build knows the final file names. */
const PLACEHOLDER = '__HERALD_JOB_SUMMARY_FILES__'

interface Chunk {
  name: string
  fileName: string
  imports: string[]
  isEntry: boolean
}

/** The files of chunk `name` and of every chunk it imports, except the app's entry (index.html loads it). */
function chunkFiles(chunks: Record<string, Chunk>, name: string): string[] {
  const byFile = new Map(Object.values(chunks).map((c) => [c.fileName, c]))
  const start = Object.values(chunks).find((c) => c.name === name)
  const files = new Set<string>()
  const visit = (chunk: Chunk | undefined) => {
    if (!chunk || chunk.isEntry || files.has(chunk.fileName)) return
    files.add(chunk.fileName)
    for (const file of chunk.imports) visit(byFile.get(file))
  }
  visit(start)
  return [...files].map((file) => `/${file}`)
}

/**
 * Loads the `early-requests` entry before the app in index.html, so the first screen's API requests start while
 * the app's code downloads (docs/decisions/0032). The dev server serves the source file.
 *
 * On Job Summary the early script also preloads the code of the page (the `jobSummaryGroup` chunk and the chunks it
 * imports), so it downloads beside the app's entry instead of after it has run (ADR 0032's second amendment): the
 * script imports their names from `virtual:job-summary-files`, which the build writes in once the names are
 * final (they are hash placeholders until then, and the early script's own hash counts them). The dev server has
 * no such files: the list is empty there.
 */
export function earlyRequestsScript(jobSummaryGroup: string): Plugin {
  let building = false
  return {
    name: 'herald:early-requests-script',
    configResolved(config) {
      building = config.command === 'build'
    },
    resolveId(id) {
      return id === JOB_SUMMARY_FILES ? RESOLVED : null
    },
    load(id) {
      if (id !== RESOLVED) return null
      return `export default ${building ? JSON.stringify(PLACEHOLDER) : '[]'}`
    },
    renderChunk(code, chunk, _options, meta) {
      if (chunk.name !== EARLY_REQUESTS || !code.includes(PLACEHOLDER)) return null
      const files = chunkFiles(meta.chunks as Record<string, Chunk>, jobSummaryGroup)
      if (files.length === 0) throw new Error(`no chunk named ${jobSummaryGroup} to preload on Job Summary`)
      return { code: code.replace(/(["'`])__HERALD_JOB_SUMMARY_FILES__\1/, JSON.stringify(files)), map: null }
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunk = Object.values(bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.isEntry && output.name === EARLY_REQUESTS,
        )
        const src = chunk ? `/${chunk.fileName}` : '/src/early-requests.ts'
        return [
          { tag: 'script', attrs: { type: 'module', crossorigin: true, src }, injectTo: 'head-prepend' },
        ]
      },
    },
  }
}
