import { setTimeout as sleep } from 'node:timers/promises'
import { PDFDocument } from 'pdf-lib'
import type { Page } from 'playwright-core'
import {
  ConnectorError,
  type RenderedReport,
  type RenderRequest,
  type ReportFilter,
  type WithPage,
} from '../../connector.ts'
import { EmbedProgress, EmbedSession, type EmbedTarget } from './embed-session.ts'
import { sdkFilter } from './sdk-filter.ts'

export type EmbeddedRenderRequest = Omit<RenderRequest, 'pages'> & { pages: string[] }

/**
 * Applies each of the row's filters, one SDK filter per field: a report-level filter (every page; Replace keeps
 * the other fields' filters) or a slicer (every slicer visual titled so, on every page; none found is an error,
 * since printing the report unsliced would send every recipient everything).
 */
export async function applyRowFilters(
  session: EmbedSession,
  filters: readonly ReportFilter[] | undefined,
): Promise<void> {
  for (const filter of filters ?? []) await applyRowFilter(session, filter)
}

async function applyRowFilter(session: EmbedSession, filter: ReportFilter): Promise<void> {
  const target = sdkFilter(filter)
  if (filter.slicerTitle === undefined) return session.setFilter(target)
  const title = filter.slicerTitle.toLowerCase()
  let found = 0
  for (const page of await session.pages()) {
    for (const visual of await session.visuals(page.name)) {
      if (visual.type !== 'slicer' || visual.title.trim().toLowerCase() !== title) continue
      await session.setSlicer(page.name, visual.name, target)
      found++
    }
  }
  if (found === 0)
    throw new ConnectorError(
      `No slicer titled "${filter.slicerTitle}" in this report. Use the slicer's title (not its header), or a Table/Column filter.`,
    )
}

/** Checks the page names (already resolved by the connector) against the embedded report. */
async function checkPages(session: EmbedSession, pages: string[]): Promise<void> {
  const known = new Set((await session.pages()).map((p) => p.name))
  const missing = pages.filter((name) => !known.has(name))
  if (missing.length > 0)
    throw new ConnectorError(`The report has no page named ${missing.map((m) => `"${m}"`).join(', ')}.`)
}

async function printPdf(page: Page, canvas: { width: number; height: number }): Promise<Buffer> {
  return page.pdf({
    width: `${canvas.width}px`,
    height: `${canvas.height}px`,
    printBackground: true,
    pageRanges: '1',
  })
}

async function mergePdfs(files: Buffer[]): Promise<Buffer> {
  const merged = await PDFDocument.create()
  for (const file of files) {
    const source = await PDFDocument.load(file)
    for (const copied of await merged.copyPages(source, source.getPageIndices())) merged.addPage(copied)
  }
  return Buffer.from(await merged.save())
}

/**
 * Renders report pages through powerbi-client in Herald's Chromium (no Power BI capacity needed): embeds
 * the report on the first page to print, applies the filter or slicer, then per page setPage → `rendered`
 * (plus the job's delay) → a vector PDF page or a PNG of exactly the canvas size.
 */
export async function renderEmbeddedReport(
  withPage: WithPage,
  target: EmbedTarget,
  request: EmbeddedRenderRequest,
): Promise<RenderedReport> {
  if (request.pages.length === 0) throw new ConnectorError('Choose at least one report page to print.')
  const { canvas } = request
  for (const filter of request.filters ?? []) sdkFilter(filter) // a value it cannot take fails before Chromium starts
  const progress = new EmbedProgress(request.timeoutMs)
  const printed = await progress.run(() =>
    withPage(canvas, async (page) => {
      const session = await EmbedSession.open(page, target, {
        canvas,
        locale: request.locale,
        pageName: request.pages[0],
        timeoutMs: request.timeoutMs,
        progress,
      })
      await checkPages(session, request.pages)
      await applyRowFilters(session, request.filters)
      const shots: { name: string; file: Buffer }[] = []
      for (const name of request.pages) {
        await session.show(name)
        if (request.delayMs > 0) await sleep(Math.min(request.delayMs, Math.max(0, session.remainingMs())))
        const file =
          request.output === 'PDF'
            ? await printPdf(page, canvas)
            : await page.screenshot({ type: 'png', clip: { x: 0, y: 0, ...canvas } })
        shots.push({ name, file })
      }
      return shots
    }),
  )
  if (request.output === 'PNG')
    return { kind: 'png', pages: printed.map(({ name, file }) => ({ name, png: file })) }
  return { kind: 'pdf', pdf: await mergePdfs(printed.map((p) => p.file)), pageCount: printed.length }
}
