// B3/B4: render throughput of the product path against raw Chromium printing the very same HTML.
// Product: browser pool (one browser, a context per render, network guard, deadline) + the SAMPLE connector
// (Sales Overview, every page, 1280×720, PDF, filtered on Sales/Region) + the local file store (fsync).
// Baseline: bench/baseline/raw-chromium.ts. Interleaved rounds at each concurrency, after a warm-up.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { parseFilters, type RenderRequest, type WithPage } from '../apps/server/src/connectors/connector.ts'
import { createSampleConnector } from '../apps/server/src/connectors/sample/index.ts'
import { createBrowserPool } from '../apps/server/src/platform/browser/browser-pool.ts'
import { createLogger } from '../apps/server/src/platform/log.ts'
import { createLocalFileStore } from '../apps/server/src/platform/storage/local-file-store.ts'
import { pdfText, REGIONS } from '../apps/server/test/report-jobs.ts'
import { launchRawChromium } from './baseline/raw-chromium.ts'
import { chromiumTracker, orphansAfter, peakSampler, rssBytes, treeMemory } from './processes.ts'

const CANVAS = { width: 1280, height: 720 }
const connector = createSampleConnector()
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

export const request = (region: string): RenderRequest => ({
  workspaceId: 'sample',
  reportId: 'sales-overview',
  pages: 'All',
  filters: parseFilters([{ filterName: 'Sales/Region', filterValue: region }]),
  locale: 'en-US',
  canvas: CANVAS,
  delayMs: 0,
  output: 'PDF',
})

/** The HTML the connector hands to `page.setContent` for a region, captured with a page that prints nothing. */
export async function connectorHtml(region: string): Promise<string> {
  let html = ''
  const page = {
    setContent: async (content: string) => void (html = content),
    pdf: async () => Buffer.alloc(0),
  } as unknown as Page
  const withPage: WithPage = async (_canvas, use) => use(page)
  await connector.render(request(region), withPage)
  return html
}

export interface Side {
  /** Renders per second, one per round. */
  rates: number[]
  /** Median latency of one render, one per round, in ms. */
  latencies: number[]
  /** Highest memory of the browser's process tree seen while this side rendered, in bytes (RSS sum, PSS sum). */
  peakChromium: { rss: number; pss: number }
}

export interface RenderLevel {
  concurrency: number
  product: Side
  raw: Side
}

export interface RenderResult {
  chromium: string
  levels: RenderLevel[]
  pdfPages: number
  peakNodeRss: number
  peakChromiumProcesses: number
  chromiumSeen: number
  orphans: number
}

/** `total` renders from `concurrency` loops; the rate and every render's latency. */
async function drive(total: number, concurrency: number, renderOne: (i: number) => Promise<unknown>) {
  let next = 0
  const latencies: number[] = []
  const t0 = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const i = next++
        const start = performance.now()
        await renderOne(i)
        latencies.push(performance.now() - start)
      }
    }),
  )
  return { rate: total / ((performance.now() - t0) / 1000), latency: median(latencies) }
}

/** Raw Chromium alone (the baseline) on the connector's HTML for each region in turn: renders per second. */
export async function rawRenderRate(
  renders: number,
  concurrency: number,
): Promise<{ rate: number; chromium: string }> {
  const html = await Promise.all(REGIONS.map(connectorHtml))
  const raw = await launchRawChromium()
  try {
    const renderOne = (i: number) => raw.render(html[i % html.length]!, CANVAS)
    await drive(concurrency, concurrency, renderOne)
    return { rate: (await drive(renders, concurrency, renderOne)).rate, chromium: raw.browser.version() }
  } finally {
    await raw.close()
  }
}

export async function renderBenchmark(opts: {
  concurrency: number[]
  renders: number
  rounds: number
}): Promise<RenderResult> {
  const html = new Map<string, string>()
  for (const region of REGIONS) html.set(region, await connectorHtml(region))
  const dir = await mkdtemp(path.join(tmpdir(), 'herald-bench-render-'))
  const files = createLocalFileStore(dir)
  const tracker = chromiumTracker()
  let peakProcesses = 0
  const nodeRss = peakSampler(() => {
    peakProcesses = Math.max(peakProcesses, tracker.observe(process.pid))
    return { rss: rssBytes(process.pid) }
  })
  const levels: RenderLevel[] = []
  let chromiumVersion = ''
  let pdfPages = 0
  try {
    for (const concurrency of opts.concurrency) {
      const pool = createBrowserPool({
        executablePath: '/usr/bin/chromium',
        concurrency,
        log: createLogger('warn'),
      })
      const raw = await launchRawChromium()
      chromiumVersion = raw.browser.version()
      const rawPid = await raw.pid()
      const product = async (i: number) => {
        const rendered = await connector.render(request(REGIONS[i % REGIONS.length]!), (canvas, use) =>
          pool.withPage(canvas, use),
        )
        if (rendered.kind !== 'pdf') throw new Error('expected a PDF')
        await files.put(rendered.pdf)
        return rendered.pdf
      }
      const baseline = (i: number) => raw.render(html.get(REGIONS[i % REGIONS.length]!)!, CANVAS)
      try {
        // Warm-up: launches the pool's browser, and checks both print the same text.
        const [a, b] = [await product(0), await baseline(0)]
        if (pdfText(a) !== pdfText(b)) throw new Error('product and baseline PDFs differ in text')
        pdfPages = (pdfText(a).match(/\f/g) ?? []).length
        await drive(2 * concurrency, concurrency, product)
        await drive(2 * concurrency, concurrency, baseline)
        const sides = {
          product: { rates: [], latencies: [], peakChromium: { rss: 0, pss: 0 } } as Side,
          raw: { rates: [], latencies: [], peakChromium: { rss: 0, pss: 0 } } as Side,
        }
        const measure = async (side: Side, pid: () => number | undefined, renderOne: typeof product) => {
          const memory = peakSampler(() => treeMemory(pid() ?? -1))
          const { rate, latency } = await drive(opts.renders, concurrency, renderOne)
          const { rss, pss } = memory.stop()
          side.peakChromium = {
            rss: Math.max(side.peakChromium.rss, rss),
            pss: Math.max(side.peakChromium.pss, pss),
          }
          side.rates.push(rate)
          side.latencies.push(latency)
        }
        for (let round = 0; round < opts.rounds; round++) {
          await measure(sides.product, () => pool.browserPid(), product)
          await measure(sides.raw, () => rawPid, baseline)
        }
        levels.push({ concurrency, ...sides })
      } finally {
        tracker.observe(process.pid)
        await pool.close()
        await raw.close()
      }
    }
  } finally {
    nodeRss.stop()
    await rm(dir, { recursive: true, force: true })
  }
  const orphans = await orphansAfter(tracker)
  return {
    chromium: chromiumVersion,
    levels,
    pdfPages,
    peakNodeRss: nodeRss.peak().rss,
    peakChromiumProcesses: peakProcesses,
    chromiumSeen: tracker.seen(),
    orphans: orphans.length,
  }
}
