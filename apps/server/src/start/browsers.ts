import type { Config } from '../config.ts'
import type { BiLinksDeps } from '../modules/bi-links/index.ts'
import { createBrowserPool, type BrowserPool } from '../platform/browser/browser-pool.ts'
import { checkBrowser } from '../platform/browser/check-browser.ts'
import { areaLogger, type Logger } from '../platform/log.ts'

export interface Browsers {
  /** The worker role's browser, launched and checked at start (ADR 0019). */
  worker: BrowserPool | undefined
  /** A process without the worker role: one page at a time, launched on first use. */
  listing: BrowserPool | undefined
  close(): Promise<void>
}

/**
 * The process's browser. A worker renders with RENDER_CONCURRENCY pages; a web-only process opens Power BI
 * reports too (the visuals of a page, Automated Input) and renders a row's preview (ADR 0043), with a browser
 * launched on first use. Power BI's runtime opens its pages in whichever this process has.
 */
export async function startBrowsers(config: Config, log: Logger, biLinks: BiLinksDeps): Promise<Browsers> {
  const pool = (concurrency: number) =>
    createBrowserPool({
      executablePath: config.chromiumPath,
      wsEndpoint: config.chromiumWsEndpoint,
      concurrency,
      log: areaLogger(log, 'browser'),
    })
  const isWorker = config.roles.includes('worker')
  const worker = isWorker ? pool(config.renderConcurrency) : undefined
  const listing = isWorker ? undefined : pool(1)
  if (worker) await checkBrowser(worker, config.chromiumWsEndpoint ?? config.chromiumPath, log)
  const pages = worker ?? listing
  if (biLinks.powerBi && pages)
    biLinks.powerBi.withPage = (size, use, options) => pages.withPage(size, use, options)
  return {
    worker,
    listing,
    async close() {
      await worker?.close()
      await listing?.close()
    },
  }
}
