import type { Plugin } from 'vite'

/** The entry name of `src/early-requests.ts` in `build.rolldownOptions.input`. */
export const EARLY_REQUESTS = 'early-requests'

/**
 * Loads the `early-requests` entry before the app in index.html, so the first screen's API requests start while
 * the app's code downloads (docs/decisions/0032). The dev server serves the source file.
 */
export function earlyRequestsScript(): Plugin {
  return {
    name: 'herald:early-requests-script',
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
