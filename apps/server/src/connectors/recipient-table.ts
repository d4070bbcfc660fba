import { columnNameProblem, COLUMN_LIMIT, COLUMN_VALUE_MAX, filterValueOf } from '@herald/contracts'
import { ConnectorError, type RecipientRow } from './connector.ts'

/** A filter cell in the one grammar (a number as int(5), text quoted when needed); empty stays empty. */
function typedValue(cell: string | number | null | undefined): string {
  if (typeof cell === 'number') return filterValueOf(cell)
  const text = String(cell ?? '').trim()
  return text === '' ? '' : filterValueOf(text)
}

/** 'To Email', 'to_email', 'TO' → 'toemail' / 'to', for forgiving column matching. */
const normal = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '')

/**
 * Automated Input rows from a table of recipients (a table visual, a view's data): the filter value from
 * `filterColumn` (a column title, or 'Table/Column' whose column part is used) and the To / CC / BCC
 * email columns; the table's other columns (those with a valid column name, at most 20) become the row's
 * own columns, single-line, for tokens (ADR 0047).
 */
export function recipientRowsOf(
  visualName: string,
  titles: string[],
  rows: (string | number | null)[][],
  filterColumn: string,
): RecipientRow[] {
  const indexOf = (...names: string[]) => titles.findIndex((t) => names.includes(normal(t)))
  const wanted = filterColumn.split('<>').pop()?.split('/').pop() ?? ''
  const filterIndex = indexOf(normal(wanted))
  const toIndex = indexOf('toemail', 'to')
  const available = titles.map((t) => `"${t}"`).join(', ')
  if (filterIndex === -1)
    throw new ConnectorError(`Visual "${visualName}" has no column "${wanted}". Available: ${available}`)
  if (toIndex === -1)
    throw new ConnectorError(`Visual "${visualName}" has no "To Email" column. Available: ${available}`)
  const ccIndex = indexOf('ccemail', 'cc')
  const bccIndex = indexOf('bccemail', 'bcc')
  const text = (row: (string | number | null)[], index: number) =>
    index === -1 ? '' : String(row[index] ?? '').trim()
  const used = new Set([filterIndex, toIndex, ccIndex, bccIndex])
  const extra = titles
    .map((title, index) => ({ name: title.trim(), index }))
    .filter(({ name, index }) => !used.has(index) && columnNameProblem(name) === undefined)
    .slice(0, COLUMN_LIMIT)
  const single = (value: string) => value.replace(/\s*[\r\n]+\s*/g, ' ').slice(0, COLUMN_VALUE_MAX)
  return rows.map((row) => ({
    filterValue: typedValue(row[filterIndex]),
    toEmail: text(row, toIndex),
    ccEmail: text(row, ccIndex),
    bccEmail: text(row, bccIndex),
    ...(extra.length === 0
      ? {}
      : { fields: Object.fromEntries(extra.map(({ name, index }) => [name, single(text(row, index))])) }),
  }))
}
