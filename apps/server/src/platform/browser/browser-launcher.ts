import { constants } from 'node:fs'
import { access } from 'node:fs/promises'
import { chromium, type Browser } from 'playwright-core'
import type { Logger } from '../log.ts'
import { BrowserLaunchError } from './browser-launch-error.ts'

/** DESIGN.md §2: headless, no GPU, and no background traffic of Chromium's own (updates, sync, QUIC). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

const LAUNCH_TIMEOUT_MS = 30_000
const CLOSE_GRACE_MS = 5_000

interface Running {
  browser: Browser
  pid: number | undefined
}

export interface BrowserLauncher {
  /** The live browser, launched on first use and again after a crash; concurrent callers share one launch. */
  browser(): Promise<Browser>
  pid(): number | undefined
  /** Ends a browser that no longer answers, so the next `browser()` starts a fresh one. */
  discard(browser: Browser): Promise<void>
  close(): Promise<void>
}

export function createBrowserLauncher(options: {
  executablePath: string
  /** A remote Chromium's CDP endpoint: connected to instead of launched, and never killed from here. */
  wsEndpoint?: string | undefined
  log: Logger
}): BrowserLauncher {
  const { executablePath, wsEndpoint, log } = options
  let current: Promise<Running> | undefined
  let running: Running | undefined
  let closed = false

  async function launch(): Promise<Running> {
    const started = performance.now()
    const browser = wsEndpoint ? await connectChromium(wsEndpoint) : await startChromium(executablePath)
    // A remote browser's pid is another machine's: there is no process here to kill.
    const pid = wsEndpoint ? undefined : await readPid(browser).catch(() => undefined)
    const launched: Running = { browser, pid }
    browser.on('disconnected', () => {
      if (running === launched) forget()
      if (!closed)
        log.warn({ browserPid: launched.pid }, 'Chromium disconnected; the next render relaunches it')
    })
    if (closed) {
      await shutdown(launched)
      throw new Error('Browser pool is closed')
    }
    running = launched
    log.debug({ browserPid: launched.pid, ms: Math.round(performance.now() - started) }, 'Chromium launched')
    return launched
  }

  function forget() {
    current = undefined
    running = undefined
  }

  return {
    async browser() {
      if (closed) throw new Error('Browser pool is closed')
      // A kill is seen by isConnected() before Playwright emits 'disconnected' (after the process exits).
      if (running && !running.browser.isConnected()) forget()
      current ??= launch().catch((error: unknown) => {
        forget()
        throw error
      })
      return (await current).browser
    },
    pid: () => running?.pid,
    async discard(browser) {
      if (running?.browser !== browser) return
      const wedged = running
      forget()
      log.warn({ browserPid: wedged.pid }, 'Chromium stopped answering; killing it')
      killGroup(wedged.pid)
      await wedged.browser.close().catch(() => {})
    },
    async close() {
      closed = true
      const pending = current
      forget()
      const last = await pending?.catch(() => undefined)
      if (last) await shutdown(last)
    },
  }
}

/** Launches Chromium, or says what to do when it cannot: no executable at the path, or one that does not start. */
async function startChromium(executablePath: string): Promise<Browser> {
  try {
    await access(executablePath, constants.X_OK)
  } catch (error) {
    throw new BrowserLaunchError(executablePath, true, { cause: error })
  }
  try {
    return await chromium.launch({ executablePath, args: CHROMIUM_ARGS, timeout: LAUNCH_TIMEOUT_MS })
  } catch (error) {
    throw new BrowserLaunchError(executablePath, false, { cause: error })
  }
}

/** A remote Chromium over CDP (CHROMIUM_WS_ENDPOINT); reconnected after a disconnect like a crash is relaunched. */
async function connectChromium(wsEndpoint: string): Promise<Browser> {
  try {
    return await chromium.connectOverCDP(wsEndpoint, { timeout: LAUNCH_TIMEOUT_MS })
  } catch (error) {
    throw new BrowserLaunchError(wsEndpoint, false, { cause: error })
  }
}

/** Playwright does not expose the pid of a launched browser; Chromium reports it over CDP (best effort). */
async function readPid(browser: Browser): Promise<number | undefined> {
  const session = await browser.newBrowserCDPSession()
  try {
    const { processInfo } = await session.send('SystemInfo.getProcessInfo')
    return processInfo.find((info) => info.type === 'browser')?.id
  } finally {
    await session.detach()
  }
}

/** Closes politely (Playwright then removes the temporary profile), and kills what does not close in time. */
async function shutdown({ browser, pid }: Running): Promise<void> {
  const closedInTime = await Promise.race([
    browser.close().then(
      () => true,
      () => false,
    ),
    new Promise<false>((resolve) => setTimeout(resolve, CLOSE_GRACE_MS, false).unref()),
  ])
  if (!closedInTime) killGroup(pid)
}

/**
 * Playwright starts Chromium as the leader of its own process group, so signalling the group also ends
 * the zygote, GPU and renderer children that a wedged browser would otherwise leave behind.
 */
function killGroup(pid: number | undefined): void {
  if (pid === undefined) return
  try {
    process.kill(-pid, 'SIGKILL')
  } catch {
    // Already gone.
  }
}
