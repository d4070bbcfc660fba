import { execFileSync } from 'node:child_process'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ConnectorError, parseFilter, type RenderedReport } from '../../src/connectors/connector.ts'
import {
  exportEmbeddedVisuals,
  listEmbeddedVisuals,
  previewEmbeddedReport,
  renderEmbeddedReport,
  type EmbedTarget,
} from '../../src/connectors/powerbi/embedded/index.ts'
import { createBrowserPool, type BrowserPool } from '../../src/platform/browser/browser-pool.ts'
import { createLogger } from '../../src/platform/log.ts'
import { startFakePowerBiEmbed, type FakePowerBiEmbed } from './fake-powerbi-embed.ts'
import { fakeEmbedWithPage } from './fake-powerbi-embed-browser.ts'

let pool: BrowserPool
let fake: FakePowerBiEmbed
let target: EmbedTarget
const canvas = { width: 1280, height: 720 }
const [OVERVIEW, DETAILS, NOTES] = ['ReportSection1a2b', 'ReportSection3c4d', 'ReportSection5e6f']

beforeAll(async () => {
  pool = createBrowserPool({
    executablePath: '/usr/bin/chromium',
    concurrency: 2,
    log: createLogger('silent'),
  })
  fake = await startFakePowerBiEmbed({ renderLatencyMs: 100 })
  target = { accessToken: fake.accessToken, embedUrl: fake.embedUrl, reportId: fake.report.id }
})
afterAll(async () => {
  await pool?.close()
  await fake?.close()
})
afterEach(() => {
  fake.requests.length = 0
  fake.neverRender.clear()
  fake.failPages.clear()
})

const withPage = (timeoutMs?: number) => fakeEmbedWithPage(pool, fake, timeoutMs)
const render = (overrides: Partial<Parameters<typeof renderEmbeddedReport>[2]> = {}, timeoutMs?: number) =>
  renderEmbeddedReport(withPage(timeoutMs), target, {
    workspaceId: 'ws',
    reportId: fake.report.id,
    pages: [OVERVIEW, DETAILS],
    locale: 'de-DE',
    canvas,
    delayMs: 0,
    output: 'PDF',
    timeoutMs,
    ...overrides,
  })

/** The PDF's pages' text, as pdftotext reads them (form feed between pages), and the page count. */
function pdfPages(result: RenderedReport): string[] {
  if (result.kind !== 'pdf') throw new Error('expected a PDF')
  const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: result.pdf }).toString('utf8')
  return text.split('\f').slice(0, result.pageCount)
}
const sent = (method: string, path: string) =>
  fake.requests.filter((r) => r.method === method && r.path === path).map((r) => r.body)

describe(
  'Power BI without capacity: powerbi-client in Chromium against the fake reportEmbed page',
  { timeout: 150_000 },
  () => {
    it('embeds with the Aad token, locale and canvas, and prints the pages in order as vector PDF pages', async () => {
      const result = await render({ pages: [DETAILS, OVERVIEW, NOTES] })
      const pages = pdfPages(result)
      expect(pages).toHaveLength(3)
      expect(pages[0]).toContain('Regional Sales — Details')
      expect(pages[1]).toContain('Regional Sales — Overview')
      expect(pages[2]).toContain('Regional Sales — Notes')
      expect(pages.join('')).not.toContain('Loading')
      const [load] = sent('POST', '/report/load') as Record<string, unknown>[]
      expect(load).toMatchObject({
        type: 'report',
        id: fake.report.id,
        embedUrl: expect.stringContaining(fake.embedUrl),
        tokenType: 0,
        accessToken: fake.accessToken,
        pageName: DETAILS,
        settings: {
          panes: { filters: { visible: false }, pageNavigation: { visible: false } },
          background: 1,
          layoutType: 1,
          customLayout: { displayOption: 0, pageSize: { type: 4, width: 1280, height: 720 } },
          localeSettings: { language: 'de-DE', formatLocale: 'de-DE' },
        },
      })
      expect(sent('PUT', '/report/pages/active').map((p) => (p as { name: string }).name)).toEqual([
        OVERVIEW,
        NOTES,
      ])
    })

    it('applies a Table/Column filter as a report-level basic filter: only East is printed', async () => {
      const pages = pdfPages(await render({ filters: [parseFilter('Sales/Region', 'East')!] }))
      expect(sent('POST', '/report/filters')).toEqual([
        {
          filtersOperation: 3,
          filters: [
            {
              $schema: 'http://powerbi.com/product/schema#basic',
              target: { table: 'Sales', column: 'Region' },
              filterType: 1,
              operator: 'In',
              values: ['East'],
              requireSingleSelection: false,
            },
          ],
        },
      ])
      for (const page of pages) {
        expect(page).toContain('East')
        expect(page).not.toMatch(/West|North/)
      }
      expect(pages[0]).toMatch(/East\s+150\s+1500\.5/)
    })

    it('applies several filters of a row as one report-level filter per field, all at once (ADR 0046)', async () => {
      const pages = pdfPages(
        await render({
          pages: [NOTES],
          filters: [parseFilter('Sales/Region', 'East,West')!, parseFilter('Sales/Units', 'int(80)')!],
        }),
      )
      const posted = sent('POST', '/report/filters') as { filters: { target: { column: string } }[] }[]
      expect(posted.map((p) => p.filters.map((f) => f.target.column))).toEqual([['Region'], ['Units']])
      expect(pages[0]).toContain('Sales/Region In East, West; Sales/Units In 80')
      const data = pages[0]!.slice(pages[0]!.indexOf('All Sales'))
      expect(data).toMatch(/West\s+80\s+980/)
      expect(data).not.toMatch(/East|North/)
    })

    it('types int(…) values as numbers, ISO day ranges as an advanced filter, several values as one In', async () => {
      const pages = pdfPages(
        await render({ pages: [NOTES], filters: [parseFilter('Sales/Units', 'int(80)')!] }),
      )
      expect(
        (sent('POST', '/report/filters')[0] as { filters: { values: unknown[] }[] }).filters[0]!.values,
      ).toEqual([80])
      expect(pages[0]).toContain('West')
      expect(pages[0]).not.toMatch(/East|North/)
      fake.requests.length = 0

      const range = pdfPages(
        await render({ pages: [NOTES], filters: [parseFilter('Sales/Date', '2025-02-01/2025-03-05')!] }),
      )
      expect((sent('POST', '/report/filters')[0] as { filters: unknown[] }).filters[0]).toEqual({
        $schema: 'http://powerbi.com/product/schema#advanced',
        target: { table: 'Sales', column: 'Date' },
        filterType: 0,
        logicalOperator: 'And',
        conditions: [
          { operator: 'GreaterThanOrEqual', value: '2025-02-01T00:00:00.000Z' },
          { operator: 'LessThan', value: '2025-03-06T00:00:00.000Z' },
        ],
      })
      expect(range[0]).toMatch(/West[\s\S]*North/)
      expect(range[0]).not.toContain('East')
      fake.requests.length = 0

      const several = pdfPages(
        await render({ pages: [NOTES], filters: [parseFilter('Sales/Region', 'East, North')!] }),
      )
      expect(
        (sent('POST', '/report/filters')[0] as { filters: { values: unknown[] }[] }).filters[0]!.values,
      ).toEqual(['East', 'North'])
      expect(several[0]).toMatch(/East[\s\S]*North/)
      expect(several[0]).not.toContain('West')
    })

    it('sets the state of every slicer with the title, on its own active page, and prints only that region', async () => {
      const pages = pdfPages(await render({ filters: [parseFilter('region<>Sales/Region', 'North')!] }))
      const slicerPuts = fake.requests.filter((r) => r.method === 'PUT' && r.path.endsWith('/slicer'))
      expect(slicerPuts.map((r) => r.path)).toEqual([
        `/report/pages/${OVERVIEW}/visuals/slicer01/slicer`,
        `/report/pages/${DETAILS}/visuals/slicer02/slicer`,
      ])
      expect(slicerPuts[0]!.body).toEqual({
        filters: [
          {
            $schema: 'http://powerbi.com/product/schema#basic',
            target: { table: 'Sales', column: 'Region' },
            filterType: 1,
            operator: 'In',
            values: ['North'],
            requireSingleSelection: false,
          },
        ],
      })
      expect(sent('POST', '/report/filters')).toEqual([])
      for (const page of pages) {
        expect(page).toContain('North')
        expect(page).not.toMatch(/East|West/)
      }
    })

    it('refuses a slicer title the report does not have instead of printing everything', async () => {
      await expect(render({ filters: [parseFilter('Country<>Sales/Region', 'East')!] })).rejects.toThrow(
        new ConnectorError(
          'No slicer titled "Country" in this report. Use the slicer\'s title (not its header), or a Table/Column filter.',
        ),
      )
    })

    it('fails the file with a clear reason when a page never renders, within the timeout', async () => {
      fake.neverRender.add(DETAILS)
      const failure = render({}, 15_000)
      await expect(failure).rejects.toBeInstanceOf(ConnectorError)
      await expect(failure).rejects.toThrow(
        'Power BI did not render the page "Details" within 15 s. Try again later, or raise the job\'s timeout.',
      )
    })

    it("fails the file with Power BI's reason when a page sends an error event", async () => {
      fake.failPages.set(DETAILS, {
        message: 'LoadReportFailed',
        detailedMessage: 'Fail to initialize - Could not resolve cluster',
        errorCode: '403',
        level: 6,
      })
      await expect(render({ output: 'PNG' })).rejects.toThrow(
        new ConnectorError(
          'Power BI did not render the page "Details": LoadReportFailed (Fail to initialize - Could not resolve cluster)',
        ),
      )
    })

    it('fails with TokenExpired when Power BI refuses the token', async () => {
      await expect(
        renderEmbeddedReport(
          withPage(),
          { ...target, accessToken: 'expired' },
          {
            workspaceId: 'ws',
            reportId: fake.report.id,
            pages: [OVERVIEW],
            locale: 'en-US',
            canvas,
            delayMs: 0,
            output: 'PDF',
          },
        ),
      ).rejects.toThrow(
        'Power BI did not load the report: TokenExpired (Access token has expired, resubmit with a new access token)',
      )
    })

    it('prints PNGs of exactly the canvas size, one per page', async () => {
      const result = await render({ output: 'PNG', canvas: { width: 1024, height: 576 }, delayMs: 10 })
      if (result.kind !== 'png') throw new Error('expected PNGs')
      expect(result.pages.map((p) => p.name)).toEqual([OVERVIEW, DETAILS])
      for (const { png } of result.pages)
        expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1024, 576])
    })

    it('lists the data visuals of every page with their kind', async () => {
      expect(await listEmbeddedVisuals(withPage(), target)).toEqual([
        { name: 'table01', title: 'Sales by Region', kind: 'table', page: OVERVIEW },
        { name: 'card01', title: 'Total Amount', kind: 'card', page: OVERVIEW },
        { name: 'matrix01', title: 'Units by Date', kind: 'matrix', page: DETAILS },
        { name: 'table02', title: 'All Sales', kind: 'table', page: NOTES },
      ])
    })

    it('exports table and matrix visuals (summarized) under the filter with raw values', async () => {
      const tables = await exportEmbeddedVisuals(withPage(), target, {
        visualNames: 'All',
        filters: [parseFilter('Sales/Region', 'East')!],
        locale: 'de-DE',
      })
      expect(tables).toEqual([
        {
          name: 'table01',
          title: 'Sales by Region',
          columns: ['Region', 'Units', 'Amount'],
          rows: [['East', 150, 1500.5]],
        },
        {
          name: 'matrix01',
          title: 'Units by Date',
          columns: ['Date', 'Region', 'Units'],
          rows: [
            ['2025-01-15', 'East', 120],
            ['2025-03-20', 'East', 30],
          ],
        },
        {
          name: 'table02',
          title: 'All Sales',
          columns: ['Date', 'Region', 'Units', 'Amount'],
          rows: [
            ['2025-01-15', 'East', 120, 1200.5],
            ['2025-03-20', 'East', 30, 300],
          ],
        },
      ])
      const exportData = fake.requests.filter((r) => r.path.endsWith('/exportData'))
      expect(exportData.map((r) => r.body)).toEqual(Array(3).fill({ exportDataType: 0 }))
      const [card] = await exportEmbeddedVisuals(withPage(), target, {
        visualNames: ['total amount'],
        locale: 'en-US',
      })
      expect(card).toEqual({ name: 'card01', title: 'Total Amount', columns: ['Amount'], rows: [[2935.75]] })
    })

    it('previews every page as an inlined image, without the token', async () => {
      const html = await previewEmbeddedReport(withPage(), target, { locale: 'en-US', canvas })
      expect(html.match(/<img /g)).toHaveLength(3)
      expect(html.match(/src="data:image\/png;base64,/g)).toHaveLength(3)
      expect(html).toContain('Overview')
      expect(html).not.toContain(fake.accessToken)
      expect(html).not.toContain('app.powerbi.com')
    })
  },
)
