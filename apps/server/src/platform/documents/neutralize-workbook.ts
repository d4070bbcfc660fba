import ExcelJS from 'exceljs'
import { toCellValue } from './cell-value.ts'

/** A cell's content as inert text or a plain value: formulas, links and rich text become their text. */
function inertValue(value: ExcelJS.CellValue): ExcelJS.CellValue {
  if (typeof value === 'string') return toCellValue(value)
  if (value === null || typeof value !== 'object' || value instanceof Date) return value
  if ('formula' in value || 'sharedFormula' in value) {
    const formula = 'formula' in value ? value.formula : value.sharedFormula
    return toCellValue(`=${formula}`)
  }
  if ('richText' in value) return toCellValue(value.richText.map((run) => run.text).join(''))
  if ('hyperlink' in value) {
    const text = value.text as unknown
    return toCellValue(
      typeof text === 'string'
        ? text
        : ((text as { richText?: { text: string }[] }).richText ?? []).map((run) => run.text).join(''),
    )
  }
  return value
}

/**
 * A spreadsheet made by someone else (Tableau's crosstab) made as safe as Herald's own (DESIGN.md §8.8):
 * every text cell through toCellValue (text that would read as a formula gets an apostrophe), formula
 * cells replaced by their formula as inert text, links by their text. Styles and layout are kept.
 */
export async function neutralizeWorkbook(xlsx: Buffer): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(xlsx as unknown as ArrayBuffer)
  workbook.eachSheet((sheet) =>
    sheet.eachRow({ includeEmpty: false }, (row) =>
      row.eachCell({ includeEmpty: false }, (cell) => {
        if (cell.type === ExcelJS.ValueType.Merge) return // its master cell is rewritten
        const safe = inertValue(cell.value)
        if (safe !== cell.value) cell.value = safe
      }),
    ),
  )
  return Buffer.from(await workbook.xlsx.writeBuffer())
}
