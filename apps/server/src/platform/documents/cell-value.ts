export type CellInput = string | number | null

/** Excel's limit on the text in one cell; longer text makes Excel "repair" the file. */
const MAX_CELL_TEXT = 32_767

/** Characters that make Excel, LibreOffice or a later CSV export read text as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/

/** Characters XML 1.0 cannot carry; left in, they corrupt the sheet's XML. */
// eslint-disable-next-line no-control-regex
const XML_INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g

/**
 * The value to write for one cell of BI data (DESIGN.md §8.8). Text is always written as a string cell,
 * and text that would read as a formula is also prefixed with an apostrophe, so it stays inert when the
 * cell is edited or the sheet is re-exported to CSV. Numbers stay numbers; non-finite ones become empty.
 */
export function toCellValue(value: CellInput): string | number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (value === null) return null
  const text = value.replace(XML_INVALID, '')
  return (FORMULA_START.test(text) ? `'${text}` : text).slice(0, MAX_CELL_TEXT)
}
