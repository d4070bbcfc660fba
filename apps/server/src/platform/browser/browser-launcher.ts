import { constants } from 'node:fs'
import { access } from 'node:fs/promises'
import { chromium, type Browser } from 'playwright-core'
import type { Logger } from '../log.ts'
import { BrowserLaunchError } from './browser-launch-error.ts'

/**
 * What Playwright switches off in Chromium (its `chromiumSwitches`, playwright-core 1.65). Chromium obeys only the
 * last `--disable-features`, which is Herald's below, so Playwright's list is repeated in it;
 * `browser-launcher.test.ts` fails, naming them, when an installed Playwright switches off something this list lacks.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
]

/**
 * The address bar's pop-ups, drawn as web pages: a headless window never shows them, yet Chromium 156 starts two
 * renderers for them with every browser context — 0.7 s of CPU per context, more than a whole render (ADR 0058).
 */
export const OMNIBOX_POPUP_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup']

/**
 * DESIGN.md §2: headless, no GPU, and no background traffic of Chromium's own (updates, sync, QUIC); no window
 * furniture nobody sees.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_FEATURES].join(',')}`,
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

interface LauncherOptions {
  executablePath: string
  /** A remote Chromium's CDP endpoint: connected to instead of launched, and never killed from here. */
  wsEndpoint?: string | undefined
  log: Logger
}

export function createBrowserLauncher(options: LauncherOptions): BrowserLauncher {
  return new ChromiumLauncher(options)
}

/** The one browser of the process: launched (or connected) on first use, again after a crash, closed once. */
class ChromiumLauncher implements BrowserLauncher {
  #current: Promise<Running> | undefined
  #running: Running | undefined
  #closed = false

  readonly #options: LauncherOptions

  constructor(options: LauncherOptions) {
    this.#options = options
  }

  async browser(): Promise<Browser> {
    if (this.#closed) throw new Error('Browser pool is closed')
    // A kill is seen by isConnected() before Playwright emits 'disconnected' (after the process exits).
    if (this.#running && !this.#running.browser.isConnected()) this.#forget()
    this.#current ??= this.#launch().catch((error: unknown) => {
      this.#forget()
      throw error
    })
    return (await this.#current).browser
  }

  pid(): number | undefined {
    return this.#running?.pid
  }

  async discard(browser: Browser): Promise<void> {
    if (this.#running?.browser !== browser) return
    const wedged = this.#running
    this.#forget()
    this.#options.log.warn({ browserPid: wedged.pid }, 'Chromium stopped answering; killing it')
    killGroup(wedged.pid)
    await wedged.browser.close().catch(() => {})
  }

  async close(): Promise<void> {
    this.#closed = true
    const pending = this.#current
    this.#forget()
    const last = await pending?.catch(() => undefined)
    if (last) await shutdown(last)
  }

  async #launch(): Promise<Running> {
    const { executablePath, wsEndpoint, log } = this.#options
    const started = performance.now()
    const browser = wsEndpoint ? await connectChromium(wsEndpoint) : await startChromium(executablePath)
    // A remote browser's pid is another machine's: there is no process here to kill.
    const pid = wsEndpoint ? undefined : await readPid(browser).catch(() => undefined)
    const launched: Running = { browser, pid }
    browser.on('disconnected', () => {
      if (this.#running === launched) this.#forget()
      if (!this.#closed)
        log.warn({ browserPid: launched.pid }, 'Chromium disconnected; the next render relaunches it')
    })
    if (this.#closed) {
      await shutdown(launched)
      throw new Error('Browser pool is closed')
    }
    this.#running = launched
    log.debug({ browserPid: launched.pid, ms: Math.round(performance.now() - started) }, 'Chromium launched')
    return launched
  }

  #forget() {
    this.#current = undefined
    this.#running = undefined
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
