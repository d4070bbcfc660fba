// Power BI without capacity (issue 11): N filter rows rendered through renderEmbeddedReport — powerbi-client
// embedding the report in Herald's browser pool (RENDER concurrency 2, the product's network policy) — against
// the fake reportEmbed page answering every render after a fixed latency. The floor is set by the concurrency:
// one file rendered alone (median of 3, same run, warm browser) times the concurrency → efficiency =
// measured files/s ÷ floor files/s.
import { execFileSync } from 'node:child_process'
import { parseFilters, type RenderedReport } from '../apps/server/src/connectors/connector.ts'
import {
  renderEmbeddedReport,
  type EmbedTarget,
} from '../apps/server/src/connectors/powerbi/embedded/index.ts'
import { createBrowserPool } from '../apps/server/src/platform/browser/browser-pool.ts'
import { createLogger } from '../apps/server/src/platform/log.ts'
import { fakeEmbedWithPage } from '../apps/server/test/fakes/fake-powerbi-embed-browser.ts'
import { startFakePowerBiEmbed } from '../apps/server/test/fakes/fake-powerbi-embed.ts'

const CONCURRENCY = 2
const REGIONS = ['East', 'West', 'North']
const PAGES = ['ReportSection1a2b', 'ReportSection3c4d']
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

export interface PowerBiEmbeddedBurstResult {
  rows: number
  latencyMs: number
  concurrency: number
  /** Seconds for one file alone (median of 3), and for all rows at the concurrency. */
  single: number
  makespan: number
  /** Files whose PDF did not show exactly its own region (target 0). */
  wrong: number
  chromium: string
}

/** The row's region is in the PDF and no other region is. */
function showsOnly(result: RenderedReport, region: string): boolean {
  if (result.kind !== 'pdf') return false
  const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: result.pdf }).toString('utf8')
  return text.includes(region) && REGIONS.every((other) => other === region || !text.includes(other))
}

export async function powerBiEmbeddedBurstBenchmark(opts: {
  rows: number
  latencyMs: number
}): Promise<PowerBiEmbeddedBurstResult> {
  const fake = await startFakePowerBiEmbed({ renderLatencyMs: opts.latencyMs })
  const pool = createBrowserPool({
    executablePath: '/usr/bin/chromium',
    concurrency: CONCURRENCY,
    log: createLogger('silent'),
  })
  const target: EmbedTarget = {
    accessToken: fake.accessToken,
    embedUrl: fake.embedUrl,
    reportId: fake.report.id,
  }
  const withPage = fakeEmbedWithPage(pool, fake)
  const renderRow = (row: number) => {
    const region = REGIONS[row % REGIONS.length]!
    return renderEmbeddedReport(withPage, target, {
      workspaceId: 'bench',
      reportId: fake.report.id,
      pages: PAGES,
      filters: parseFilters([{ filterName: 'Sales/Region', filterValue: region }]),
      locale: 'en-US',
      canvas: { width: 1280, height: 720 },
      delayMs: 0,
      output: 'PDF',
    }).then((result) => showsOnly(result, region))
  }
  try {
    const chromium = await pool.version()
    await renderRow(0) // warm-up: the SDK bundle read, the browser's caches
    const singles: number[] = []
    for (let i = 0; i < 3; i++) {
      const started = performance.now()
      await renderRow(i)
      singles.push((performance.now() - started) / 1000)
    }
    const started = performance.now()
    const shown = await Promise.all(Array.from({ length: opts.rows }, (_, row) => renderRow(row)))
    const makespan = (performance.now() - started) / 1000
    return {
      rows: opts.rows,
      latencyMs: opts.latencyMs,
      concurrency: CONCURRENCY,
      single: median(singles),
      makespan,
      wrong: shown.filter((ok) => !ok).length,
      chromium,
    }
  } finally {
    await pool.close()
    await fake.close()
  }
}
