import type { IncomingMessage, ServerResponse } from 'node:http'
import ExcelJS from 'exceljs'
import type { FakeView } from './fake-tableau-catalog.ts'
import { Refusal } from './fake-tableau-http.ts'
import { simplePdf } from './simple-pdf.ts'
import { simplePng } from './simple-png.ts'

const PAGE_TYPES = [
  'a3',
  'a4',
  'a5',
  'b4',
  'b5',
  'executive',
  'folio',
  'ledger',
  'legal',
  'letter',
  'note',
  'quarto',
  'tabloid',
  'unspecified',
]
const UNSUPPORTED_VALUE = /^(gt|gte|lt|lte|ne|contains|in):/i

function filtered(view: FakeView, query: URLSearchParams): string[][] {
  let rows = view.rows
  for (const [key, value] of query) {
    if (!key.startsWith('vf_')) continue
    const column = view.columns.indexOf(key.slice(3))
    if (column === -1 || UNSUPPORTED_VALUE.test(value)) continue
    const values = value.split(',')
    rows = rows.filter((row) => values.includes(row[column]!))
  }
  return rows
}

/** Query View Data / PDF / Image / Crosstab Excel of a view, its rows filtered by the `vf_` parameters. */
export async function viewContent(
  req: IncomingMessage,
  res: ServerResponse,
  view: FakeView,
  kind: string,
  query: URLSearchParams,
) {
  const rows = filtered(view, query)
  const maxAge = query.get('maxAge')
  if (maxAge !== null && !(Number.isInteger(Number(maxAge)) && Number(maxAge) >= 1))
    throw new Refusal(400, '400000', 'Bad Request', 'maxAge must be at least 1.')
  const width = query.get('vizWidth')
  const height = query.get('vizHeight')
  if ((width === null) !== (height === null))
    throw new Refusal(400, '400000', 'Bad Request', 'vizWidth and vizHeight must be given together.')
  if (kind === 'data') {
    const csv = [view.columns, ...rows]
      .map((r) => r.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(','))
      .join('\n')
    return res.writeHead(200, { 'content-type': 'text/csv; charset=utf-8' }).end(`${csv}\n`)
  }
  if (kind === 'pdf') {
    const type = (query.get('type') ?? 'legal').toLowerCase()
    const orientation = (query.get('orientation') ?? 'portrait').toLowerCase()
    if (!PAGE_TYPES.includes(type) || !['portrait', 'landscape'].includes(orientation))
      throw new Refusal(
        400,
        '400000',
        'Bad Request',
        `Invalid page type or orientation: ${type} ${orientation}`,
      )
    const size = orientation === 'landscape' ? { width: 842, height: 595 } : { width: 595, height: 842 }
    const lines = [view.name, view.columns.join(' | '), ...rows.map((r) => r.join(' | '))]
    const pdf = simplePdf(lines, size)
    const padding = Math.max(0, (view.pdfBytes ?? 0) - pdf.length)
    return res
      .writeHead(200, { 'content-type': 'application/pdf' })
      .end(padding > 0 ? Buffer.concat([pdf, Buffer.alloc(padding, 0x20)]) : pdf)
  }
  if (kind === 'image') {
    if ((query.get('resolution') ?? 'high') !== 'high')
      throw new Refusal(400, '400000', 'Bad Request', "resolution must be 'high'.")
    const png = simplePng(
      Number(width ?? 800),
      Number(height ?? 600),
      rows.length === view.rows.length ? [40, 90, 160] : [160, 90, 40],
    )
    return res.writeHead(200, { 'content-type': 'image/png' }).end(png)
  }
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet(view.name.slice(0, 31))
  sheet.addRow(view.columns)
  for (const row of rows) sheet.addRow(row)
  const xlsx = Buffer.from(await book.xlsx.writeBuffer())
  res
    .writeHead(200, { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' })
    .end(xlsx)
}
