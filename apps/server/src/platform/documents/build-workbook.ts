import ExcelJS from 'exceljs'
import { toCellValue, type CellInput } from './cell-value.ts'
import { uniqueSheetNames } from './sheet-names.ts'

export interface WorkbookTable {
  /** Becomes the sheet name (made valid and unique). */
  name: string
  /** Shown in bold above the header, in full — the sheet name may have been shortened. Empty = no title row. */
  title: string
  columns: string[]
  rows: CellInput[][]
}

const MIN_WIDTH = 8
const MAX_WIDTH = 60
/** Column widths are estimated from the first rows; enough to size them without walking a huge table. */
const WIDTH_SAMPLE_ROWS = 500

/**
 * An .xlsx with one sheet per table: optional title row, bold header row with filters and frozen below it,
 * then the data. Every cell goes through toCellValue, so no text from a BI source can become a formula.
 */
export async function buildWorkbook(tables: WorkbookTable[]): Promise<Buffer> {
  if (tables.length === 0) throw new RangeError('A workbook needs at least one table')
  const workbook = new ExcelJS.Workbook()
  workbook.creator = 'Herald'
  const names = uniqueSheetNames(tables.map((table) => table.name))
  tables.forEach((table, index) => addSheet(workbook, names[index]!, table))
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

function addSheet(workbook: ExcelJS.Workbook, name: string, table: WorkbookTable): void {
  const headerRow = table.title.trim() ? 2 : 1
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: headerRow }] })
  if (headerRow === 2) {
    sheet.addRow([toCellValue(table.title)]).font = { bold: true, size: 14 }
  }
  sheet.addRow(table.columns.map(toCellValue)).font = { bold: true }
  for (const row of table.rows) sheet.addRow(row.map(toCellValue))
  if (table.columns.length > 0) {
    sheet.autoFilter = {
      from: { row: headerRow, column: 1 },
      to: { row: headerRow, column: table.columns.length },
    }
  }
  sheet.columns = columnWidths(table).map((width) => ({ width }))
}

function columnWidths({ columns, rows }: WorkbookTable): number[] {
  const count = Math.max(columns.length, ...rows.slice(0, WIDTH_SAMPLE_ROWS).map((row) => row.length))
  return Array.from({ length: count }, (_, column) => {
    const texts = [columns[column], ...rows.slice(0, WIDTH_SAMPLE_ROWS).map((row) => row[column])]
    const longest = Math.max(0, ...texts.map((value) => String(value ?? '').length))
    return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, longest + 2))
  })
}
