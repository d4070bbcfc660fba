import { barChartSvg } from '../charts/bar-chart.ts'
import { donutChartSvg } from '../charts/donut-chart.ts'
import { lineChartSvg } from '../charts/line-chart.ts'
import type { Formats } from '../locale.ts'
import { type CellFormat, isEmpty, type VisualData } from '../visuals/visual.ts'
import { escapeHtml } from '@herald/contracts'
import { formatCell } from './format-cell.ts'
import type { Box, Metrics } from './layout.ts'
import { tableHtml } from './table-html.ts'

/** The body of one visual's card: a chart, a table, key figures, or "No data". */
function bodyHtml(data: VisualData, box: Box, f: Formats, m: Metrics): string {
  if (isEmpty(data)) return '<div class="no-data">No data</div>'
  const size = { ...box.body, fontPx: m.fontPx }
  const value = (format: CellFormat) => (n: number) => formatCell(n, format, f)
  switch (data.type) {
    case 'table':
      return tableHtml(data, f, box.body, m.fontPx * 1.75)
    case 'bar':
      return barChartSvg(data.items, value(data.format), size)
    case 'donut':
      return donutChartSvg(
        data.items,
        { value: value(data.format), total: f.compact, percent: f.percent },
        size,
      )
    case 'line':
      return lineChartSvg(data.months, data.series, { axis: f.compact, month: f.shortMonth }, size)
    case 'kpi':
      return `<div class="kpis">${data.items
        .map(
          (item) =>
            `<div class="kpi"><div class="kpi-label">${escapeHtml(item.label)}</div><div class="kpi-value">${escapeHtml(
              formatCell(item.value, item.format, f),
            )}</div></div>`,
        )
        .join('')}</div>`
  }
}

/** One visual's card, placed at its box. Key figures have no title bar: each figure is labelled. */
export function visualHtml(data: VisualData, box: Box, f: Formats, m: Metrics): string {
  const style = `inset-inline-start:${box.x}px;top:${box.y}px;width:${box.width}px;height:${box.height}px`
  const title = data.type === 'kpi' ? '' : `<h2>${escapeHtml(box.visual.title)}</h2>`
  return `<div class="card" data-visual="${escapeHtml(box.visual.name)}" style="${style}">${title}<div class="body" style="width:${box.body.width}px;height:${box.body.height}px">${bodyHtml(data, box, f, m)}</div></div>`
}
