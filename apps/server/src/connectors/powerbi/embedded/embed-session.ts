import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { RenderTimeoutError } from '../../../platform/browser/deadline.ts'
import { ConnectorError } from '../../connector.ts'
import { EMBED_DRIVER } from './embed-driver.ts'
import type { SdkFilter } from './sdk-filter.ts'

/** What Herald's Chromium needs to embed a report for the linked user ("embed for your organization", tokenType Aad). */
export interface EmbedTarget {
  /** The linked user's Entra ID access token (fresh; pbi-core refreshes it before calling). Never logged. */
  accessToken: string
  /** The report's embedUrl from the REST listing (GET .../reports → embedUrl). */
  embedUrl: string
  reportId: string
}

export interface EmbedPage {
  name: string
  displayName: string
  isActive: boolean
}

export interface EmbedVisual {
  name: string
  title: string
  type: string
}

interface EmbedError {
  message: string
  detailedMessage?: string
  errorCode?: string
}

type Mark = { loaded: number; rendered: number; errors: number }
type Answer<T> = { ok: true; value: T } | { ok: false; error: EmbedError }

/** The ceiling on one embedded render when the job sets no timeout (the browser pool's own default). */
export const DEFAULT_EMBED_TIMEOUT_MS = 180_000

/**
 * Share of the job's timeout the embedding may use: the browser pool's deadline started earlier (when the
 * render got its slot) and kills the context at the full timeout, so Herald's own, clearer reason must come first.
 */
const BUDGET_SHARE = 0.9

let sdkScript: string | undefined
/** The installed powerbi-client bundle (UMD), read once: the page never fetches the SDK from the network. */
function sdk(): string {
  if (sdkScript === undefined) {
    const require = createRequire(import.meta.url)
    sdkScript = readFileSync(require.resolve('powerbi-client'), 'utf8')
  }
  return sdkScript
}

const HOST_URL = 'https://herald-embed.invalid/'

function hostHtml(canvas: { width: number; height: number }): string {
  const { width, height } = canvas
  return `<!doctype html><html><head><meta charset="utf-8"><style>
@page { size: ${width}px ${height}px; margin: 0 }
html, body { margin: 0; padding: 0; width: ${width}px; height: ${height}px; overflow: hidden; background: #fff }
#report { width: ${width}px; height: ${height}px }
#report iframe { border: 0; display: block }
</style></head><body><div id="report"></div></body></html>`
}

/** Power BI's error as the user reads it: 'TokenExpired (Access token has expired, …)'. */
const reason = (error: EmbedError) =>
  error.detailedMessage && error.detailedMessage !== error.message
    ? `${error.message} (${error.detailedMessage})`
    : error.message

const ASKED: Record<string, string> = {
  embed: 'embed the report',
  pages: "list the report's pages",
  visuals: "list a page's visuals",
  setPage: 'show a page',
  setFilter: 'apply the filter',
  setSlicer: "set the slicer's state",
  exportData: "export a visual's data",
}

/**
 * What the embedding is waiting for, kept outside the page: when the browser pool's deadline closes the
 * page first (it started earlier, with the render's slot), the file still fails with this reason.
 */
export class EmbedProgress {
  waitingFor = 'Power BI did not load the report'
  readonly #timeoutMs: number

  constructor(timeoutMs: number | undefined) {
    this.#timeoutMs = timeoutMs || DEFAULT_EMBED_TIMEOUT_MS
  }

  timedOut(): ConnectorError {
    const seconds = Math.round(this.#timeoutMs / 1000)
    return new ConnectorError(
      `${this.waitingFor} within ${seconds} s. Try again later, or raise the job's timeout.`,
    )
  }

  /** Runs the embedding, turning the browser pool's timeout into this reason. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work()
    } catch (error) {
      throw error instanceof RenderTimeoutError ? this.timedOut() : error
    }
  }
}

/**
 * One report embedded with powerbi-client in a Herald Chromium page, driven through the SDK. Every wait is
 * cut at the render's budget with a ConnectorError saying what did not happen, so a report that never
 * renders or reports an error fails the file instead of printing a spinner.
 */
export class EmbedSession {
  readonly #page: Page
  readonly #endsAt: number
  readonly #progress: EmbedProgress
  #active = ''
  /** Page name → display name, for the reasons users read. */
  #titles = new Map<string, string>()
  /** Events counted before the last change of what the report shows: a print waits for a `rendered` after it. */
  #changedAt: Mark | undefined

  private constructor(page: Page, timeoutMs: number, progress: EmbedProgress) {
    this.#page = page
    this.#progress = progress
    this.#endsAt = Date.now() + Math.max(1_000, timeoutMs * BUDGET_SHARE)
  }

  /** Embeds the report (optionally on a given first page) and waits for `loaded` and the first `rendered`. */
  static async open(
    page: Page,
    target: EmbedTarget,
    options: {
      canvas: { width: number; height: number }
      locale: string
      pageName?: string
      timeoutMs?: number
      progress?: EmbedProgress
    },
  ): Promise<EmbedSession> {
    const session = new EmbedSession(
      page,
      options.timeoutMs || DEFAULT_EMBED_TIMEOUT_MS,
      options.progress ?? new EmbedProgress(options.timeoutMs),
    )
    // The embedding page needs an origin of its own: Power BI's page answers the SDK with postMessage to the
    // sender's origin, which an about:blank page (origin 'null') cannot receive. The .invalid host never
    // resolves; the page is answered from memory and never reaches the network.
    await page.route(HOST_URL, (route) =>
      route.fulfill({ contentType: 'text/html; charset=utf-8', body: hostHtml(options.canvas) }),
    )
    await page.goto(HOST_URL, { waitUntil: 'load' })
    await page.addScriptTag({ content: sdk() })
    await page.addScriptTag({ content: EMBED_DRIVER })
    const mark = await session.#call<Mark>('mark')
    // The token goes to the page as an evaluate argument only: never into the HTML, a log line or a file.
    await session.#call('embed', {
      reportId: target.reportId,
      embedUrl: target.embedUrl,
      accessToken: target.accessToken,
      pageName: options.pageName,
      locale: options.locale,
      width: options.canvas.width,
      height: options.canvas.height,
    })
    await session.#wait('loaded', mark, 'Power BI did not load the report')
    session.#changedAt = mark
    const pages = await session.pages()
    session.#titles = new Map(pages.map((p) => [p.name, p.displayName]))
    session.#active = pages.find((p) => p.isActive)?.name ?? options.pageName ?? ''
    await session.settle(session.#active)
    return session
  }

  pages(): Promise<EmbedPage[]> {
    return this.#call<EmbedPage[]>('pages')
  }

  visuals(pageName: string): Promise<EmbedVisual[]> {
    return this.#call<EmbedVisual[]>('visuals', pageName)
  }

  /** Applies a report-level filter (updateFilters Replace) to every page. */
  async setFilter(filter: SdkFilter): Promise<void> {
    await this.settle(this.#active)
    const mark = await this.#call<Mark>('mark')
    await this.#call('setFilter', filter)
    this.#changedAt = mark
  }

  /** Shows the page and sets the slicer's state: a slicer only takes a state on the active page. */
  async setSlicer(pageName: string, visualName: string, filter: SdkFilter): Promise<void> {
    await this.show(pageName)
    const mark = await this.#call<Mark>('mark')
    await this.#call('setSlicer', pageName, visualName, filter)
    this.#changedAt = mark
  }

  /** Makes the page active (if it is not) and waits until it has rendered every change made so far. */
  async show(pageName: string): Promise<void> {
    if (pageName !== this.#active) {
      // A change still rendering would send its `rendered` after the next change was made, and pass for it.
      await this.settle(this.#active)
      const mark = await this.#call<Mark>('mark')
      await this.#call('setPage', pageName)
      this.#active = pageName
      this.#changedAt = mark
    }
    await this.settle(pageName)
  }

  /** Waits for the `rendered` that follows the last change, if it has not come yet. */
  async settle(pageName: string): Promise<void> {
    if (!this.#changedAt) return
    const title = this.#titles.get(pageName) || pageName
    await this.#wait('rendered', this.#changedAt, `Power BI did not render the page "${title}"`)
    this.#changedAt = undefined
  }

  exportData(pageName: string, visualName: string): Promise<string> {
    return this.#call<string>('exportData', pageName, visualName)
  }

  remainingMs(): number {
    return this.#endsAt - Date.now()
  }

  async #wait(event: 'loaded' | 'rendered', mark: Mark, what: string): Promise<void> {
    this.#progress.waitingFor = what
    const outcome = await this.#call<'done' | 'timeout' | { error: EmbedError }>(
      'wait',
      event,
      mark,
      Math.max(0, this.remainingMs()),
    )
    if (outcome === 'done') return
    if (outcome === 'timeout') throw this.#progress.timedOut()
    throw new ConnectorError(`${what}: ${reason(outcome.error)}`)
  }

  async #call<T = void>(op: string, ...args: unknown[]): Promise<T> {
    const answer = await this.#page.evaluate(
      ([name, params]) =>
        (
          globalThis as unknown as { heraldEmbed: (op: string, args: unknown[]) => Promise<Answer<unknown>> }
        ).heraldEmbed(name, params),
      [op, args] as const,
    )
    if (!answer.ok) throw new ConnectorError(`Power BI could not ${ASKED[op] ?? op}: ${reason(answer.error)}`)
    return answer.value as T
  }
}
