import type { Formats } from '../locale.ts'
import type { Cell, TableColumn, VisualData } from '../visuals/visual.ts'
import { escapeHtml } from '@herald/contracts'
import { formatCell } from './format-cell.ts'

type TableData = Extract<VisualData, { type: 'table' }>

const isNumeric = (column: TableColumn) => column.format !== 'text' && column.format !== 'month'

/**
 * A table or matrix cut to the rows that fit its card (a printed page cannot scroll), with a line
 * saying how many rows are left out; the export always has every row.
 */
export function tableHtml(data: TableData, f: Formats, body: { height: number }, rowHeight: number): string {
  const capacity = Math.max(0, Math.floor(body.height / rowHeight) - 1 - (data.totals ? 1 : 0))
  const cut = data.rows.length > capacity
  const shown = cut ? data.rows.slice(0, Math.max(0, capacity - 1)) : data.rows
  const text = (row: Cell[]) => data.columns.map((column, i) => formatCell(row[i] ?? null, column.format, f))
  const bodyRows = shown.map(text)
  const totals = data.totals ? text(data.totals) : undefined
  const widths = data.columns.map((column, i) => {
    const longest = Math.max(
      column.title.length,
      ...bodyRows.map((r) => r[i]?.length ?? 0),
      totals?.[i]?.length ?? 0,
    )
    return Math.min(40, Math.max(4, longest))
  })
  const sum = widths.reduce((a, b) => a + b, 0)
  const cls = (column: TableColumn) => (isNumeric(column) ? ' class="num"' : '')
  const cells = (row: string[], tag: 'td' | 'th') =>
    row
      .map((value, i) => `<${tag}${cls(data.columns[i] as TableColumn)}>${escapeHtml(value)}</${tag}>`)
      .join('')
  const left = data.rows.length - shown.length
  return [
    '<table>',
    `<colgroup>${widths.map((w) => `<col style="width:${((100 * w) / sum).toFixed(2)}%">`).join('')}</colgroup>`,
    `<thead><tr>${cells(
      data.columns.map((c) => c.title),
      'th',
    )}</tr></thead>`,
    `<tbody>${bodyRows.map((row) => `<tr>${cells(row, 'td')}</tr>`).join('')}`,
    cut
      ? `<tr class="more"><td colspan="${data.columns.length}">+ ${escapeHtml(f.integer(left))} more rows</td></tr>`
      : '',
    '</tbody>',
    totals ? `<tfoot><tr>${cells(totals, 'td')}</tr></tfoot>` : '',
    '</table>',
  ].join('')
}
