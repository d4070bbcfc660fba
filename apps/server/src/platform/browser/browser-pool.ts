import type { Browser, BrowserContext, Page } from 'playwright-core'
import type { Logger } from '../log.ts'
import { createBrowserLauncher, type BrowserLauncher } from './browser-launcher.ts'
import { watchForCrash } from './crash-watch.ts'
import { RenderTimeoutError, startDeadline, type Deadline } from './deadline.ts'
import { createSemaphore } from './fifo-semaphore.ts'
import { blockNetwork, openRenderContext, type Canvas, type NetworkPolicy } from './render-context.ts'

/** The ceiling on one render (both attempts) when the caller sets none. */
export const DEFAULT_RENDER_TIMEOUT_MS = 180_000

/** How long a context may take to close before the browser is presumed wedged and killed. */
const CONTEXT_CLOSE_GRACE_MS = 10_000

export interface BrowserPoolOptions {
  executablePath: string
  /** CHROMIUM_WS_ENDPOINT: render on a remote Chromium over CDP instead of launching executablePath. */
  wsEndpoint?: string | undefined
  concurrency: number
  log: Logger
}

export interface WithPageOptions {
  /** Wall-clock budget for the render from the moment it gets a slot; 0 or unset = 180 s. */
  timeoutMs?: number
  /** URLs the page may fetch beyond data:/about:/blob: — none by default (DESIGN.md §8.9). */
  allowNetwork?: NetworkPolicy
}

export interface BrowserPool {
  /**
   * Runs `use` on a fresh page in a new browser context sized to the canvas, closing the context in
   * finally. At most `concurrency` at once (others wait in FIFO order). Kills the render at the timeout —
   * even if a Playwright call hangs — rejecting with RenderTimeoutError. If the browser crashed or
   * disconnected (or the page crashed), relaunches as needed and retries `use` once on a fresh context.
   */
  withPage<T>(canvas: Canvas, use: (page: Page) => Promise<T>, opts?: WithPageOptions): Promise<T>
  /** Launches the browser now (it stays up for the renders) and returns its version; a BrowserLaunchError when it cannot start. */
  version(): Promise<string>
  /** Closes the browser; no Chromium process is left behind. */
  close(): Promise<void>
  /** pid of the current browser process, for tests and metrics. */
  browserPid(): number | undefined
}

/** Chromium fell over under a render (browser gone or renderer crashed), on the retry too. */
export class RenderCrashError extends Error {
  override name = 'RenderCrashError'
}

/** One browser per worker process (DESIGN.md §2), launched on first use, one context per render. */
export function createBrowserPool(options: BrowserPoolOptions): BrowserPool {
  const { log } = options
  const launcher = createBrowserLauncher(options)
  const slots = createSemaphore(options.concurrency)
  return {
    async withPage(canvas, use, opts = {}) {
      const render = { canvas, use, allowNetwork: opts.allowNetwork ?? blockNetwork }
      const release = await slots.acquire()
      const deadline = startDeadline(opts.timeoutMs || DEFAULT_RENDER_TIMEOUT_MS)
      try {
        return await renderOnce(launcher, render, deadline)
      } catch (error) {
        if (!(error instanceof RenderCrashError)) throw error
        log.warn({ err: error.cause }, 'Chromium crashed during a render; retrying once on a fresh context')
        return await renderOnce(launcher, render, deadline)
      } finally {
        deadline.clear()
        release()
      }
    },
    version: async () => (await launcher.browser()).version(),
    close: () => launcher.close(),
    browserPid: () => launcher.pid(),
  }
}

/** Closes a render's context; one that does not close in time means a wedged browser, which is killed. */
async function closeContext(
  launcher: BrowserLauncher,
  browser: Browser,
  context: BrowserContext,
): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  const closed = await Promise.race([
    context.close().then(
      () => true,
      () => true, // The browser went away with it.
    ),
    new Promise<false>((resolve) => (timer = setTimeout(resolve, CONTEXT_CLOSE_GRACE_MS, false))),
  ])
  clearTimeout(timer)
  if (!closed) await launcher.discard(browser)
}

interface Render<T> {
  canvas: Canvas
  use: (page: Page) => Promise<T>
  allowNetwork: NetworkPolicy
}

/** One attempt at a render in a fresh context; a RenderCrashError when Chromium fell over under it. */
async function renderOnce<T>(launcher: BrowserLauncher, render: Render<T>, deadline: Deadline): Promise<T> {
  const browser = await deadline.race(launcher.browser())
  let context: BrowserContext | undefined
  let crashed: (() => Promise<boolean>) | undefined
  try {
    context = await deadline.race(openRenderContext(browser, render.canvas, render.allowNetwork), (late) => {
      void late.close().catch(() => {})
    })
    const page = await deadline.race(context.newPage())
    crashed = watchForCrash(browser, page)
    return await deadline.race(render.use(page))
  } catch (error) {
    if (error instanceof RenderTimeoutError) throw error
    if (!browser.isConnected() || (crashed && (await deadline.race(crashed())))) {
      throw new RenderCrashError(`Chromium crashed during the render: ${String(error)}`, { cause: error })
    }
    throw error
  } finally {
    if (context) await closeContext(launcher, browser, context)
  }
}
