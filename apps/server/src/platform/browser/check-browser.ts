import type { Logger } from '../log.ts'
import { BrowserLaunchError } from './browser-launch-error.ts'
import type { BrowserPool } from './browser-pool.ts'

/**
 * The worker's start-up check: launches the pool's browser (kept for the first render) and logs one
 * line, which browser renders, or why none can and what to do. Herald starts either way.
 */
export async function checkBrowser(pool: BrowserPool, executablePath: string, log: Logger): Promise<void> {
  try {
    log.info(`Rendering with Chromium ${await pool.version()} (${executablePath})`)
  } catch (error) {
    if (!(error instanceof BrowserLaunchError)) throw error
    log.error(error.message)
    if (!error.missing) log.warn({ err: error.cause }, 'Chromium launch failure')
  }
}
