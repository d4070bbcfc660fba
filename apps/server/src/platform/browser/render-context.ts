import type { Browser, BrowserContext } from 'playwright-core'

export interface Canvas {
  width: number
  height: number
}

/** Decides whether a page may fetch a URL from the network; Herald's own rendered HTML needs none. */
export type NetworkPolicy = (url: string) => boolean

export const blockNetwork: NetworkPolicy = () => false

/** In-page URLs that never leave the browser. */
const LOCAL_URL = /^(data|about|blob):/i

/**
 * A context for one render: sized to the canvas, and with every request the policy does not allow
 * aborted inside Chromium — so HTML that smuggles in a URL cannot reach internal hosts (DESIGN.md §8.9).
 * Service workers are blocked because their requests would bypass the route.
 */
export async function openRenderContext(
  browser: Browser,
  canvas: Canvas,
  allowNetwork: NetworkPolicy,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: canvas.width, height: canvas.height },
    serviceWorkers: 'block',
    acceptDownloads: false,
  })
  try {
    await context.route('**/*', (route) => {
      const url = route.request().url()
      const handled =
        LOCAL_URL.test(url) || allowNetwork(url) ? route.continue() : route.abort('blockedbyclient')
      // The context may close while a request is in flight; there is nothing left to answer then.
      return handled.catch(() => {})
    })
    await context.routeWebSocket(/.*/, (socket) => {
      if (allowNetwork(socket.url())) socket.connectToServer()
      else return socket.close()
    })
    return context
  } catch (error) {
    await context.close().catch(() => {})
    throw error
  }
}
