import { setTimeout as sleep } from 'node:timers/promises'
import { ConnectorError, type RenderedReport, type RenderRequest, type WithPage } from '../connector.ts'
import { applyFilter } from './apply-filter.ts'
import { checkWorkspace, findReport, selectPages } from './catalog.ts'
import { metricsFor } from './html/layout.ts'
import { documentHtml } from './html/page-html.ts'
import { formatsFor } from './locale.ts'

const MIN_SIDE = 100
const MAX_SIDE = 10_000

function checkCanvas(canvas: { width: number; height: number }): void {
  const ok = (side: number) => Number.isInteger(side) && side >= MIN_SIDE && side <= MAX_SIDE
  if (!ok(canvas.width) || !ok(canvas.height))
    throw new ConnectorError(
      `Canvas size ${canvas.width}×${canvas.height} is not valid: use whole pixels between ${MIN_SIDE} and ${MAX_SIDE}.`,
    )
}

/** Every page of the report, unfiltered, as the HTML the renderer prints (for the wizard's preview). */
export function previewHtml(request: Pick<RenderRequest, 'reportId' | 'locale' | 'canvas'>): string {
  const report = findReport(request.reportId)
  checkCanvas(request.canvas)
  return documentHtml(
    report,
    report.pages,
    applyFilter(undefined),
    formatsFor(request.locale),
    metricsFor(request.canvas),
  )
}

/**
 * Renders the chosen pages as Herald-made HTML printed by Chromium: a vector PDF with one page of
 * exactly the canvas size per report page, or one PNG screenshot per page.
 */
export async function renderReport(request: RenderRequest, withPage: WithPage): Promise<RenderedReport> {
  checkWorkspace(request.workspaceId)
  const report = findReport(request.reportId)
  const pages = selectPages(report, request.pages)
  checkCanvas(request.canvas)
  const data = applyFilter(request.filters)
  const formats = formatsFor(request.locale)
  const metrics = metricsFor(request.canvas)
  const { width, height } = request.canvas

  if (request.output === 'PDF') {
    const html = documentHtml(report, pages, data, formats, metrics)
    const pdf = await withPage(request.canvas, async (page) => {
      await page.setContent(html, { waitUntil: 'load' })
      return page.pdf({
        width: `${width}px`,
        height: `${height}px`,
        printBackground: true,
        preferCSSPageSize: true,
      })
    })
    return { kind: 'pdf', pdf, pageCount: pages.length }
  }

  const shots = await withPage(request.canvas, async (page) => {
    const result: { name: string; png: Buffer }[] = []
    for (const [index, definition] of pages.entries()) {
      if (index > 0 && request.delayMs > 0) await sleep(request.delayMs)
      await page.setContent(documentHtml(report, [definition], data, formats, metrics), { waitUntil: 'load' })
      const png = await page.screenshot({ type: 'png', clip: { x: 0, y: 0, width, height } })
      result.push({ name: definition.name, png })
    }
    return result
  })
  return { kind: 'png', pages: shots }
}
