import type { Browser, Page } from 'playwright-core'

const PROBE_MS = 2_000

/**
 * Starts watching a render's page and returns a check that says, after the render failed, whether it
 * failed because Chromium fell over (worth one retry on a fresh context) rather than because of the
 * render's own logic. A renderer crash can surface first as an unrelated error — a navigation's
 * ERR_ABORTED — with the 'crash' event just behind it, so the page is probed once before deciding.
 */
export function watchForCrash(browser: Browser, page: Page): () => Promise<boolean> {
  let crashed = false
  page.once('crash', () => {
    crashed = true
  })
  const fellOver = () => crashed || !browser.isConnected()

  return async () => {
    if (fellOver() || page.isClosed()) return fellOver()
    let timer: NodeJS.Timeout | undefined
    await Promise.race([
      page.evaluate('1').catch(() => {}),
      new Promise((resolve) => (timer = setTimeout(resolve, PROBE_MS))),
    ])
    clearTimeout(timer)
    return fellOver()
  }
}
