import { ConnectorError, type RecipientRow } from '../connector.ts'
import { applyFilter } from './apply-filter.ts'
import { findReport, findVisual } from './catalog.ts'

/** 'To Email', 'to_email', 'TO' → 'toemail' / 'to', for forgiving column matching. */
const normal = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '')

/**
 * Reads Automated Input rows from a named table visual: the filter value from `filterColumn` (a column
 * title, or 'Table/Column' whose column part is used) and the To / CC / BCC email columns.
 */
export function recipientRows(reportId: string, visualName: string, filterColumn: string): RecipientRow[] {
  const report = findReport(reportId)
  const visual = findVisual(report, visualName)
  const data = visual.build(applyFilter(undefined))
  if (data.type !== 'table')
    throw new ConnectorError(
      `Visual "${visual.name}" is a chart: choose a table visual that lists recipients.`,
    )
  const titles = data.columns.map((c) => c.title)
  const indexOf = (...names: string[]) => titles.findIndex((t) => names.includes(normal(t)))
  const wanted = filterColumn.split('<>').pop()?.split('/').pop() ?? ''
  const filterIndex = indexOf(normal(wanted))
  const toIndex = indexOf('toemail', 'to')
  const available = titles.map((t) => `"${t}"`).join(', ')
  if (filterIndex === -1)
    throw new ConnectorError(`Visual "${visual.name}" has no column "${wanted}". Available: ${available}`)
  if (toIndex === -1)
    throw new ConnectorError(`Visual "${visual.name}" has no "To Email" column. Available: ${available}`)
  const ccIndex = indexOf('ccemail', 'cc')
  const bccIndex = indexOf('bccemail', 'bcc')
  const text = (row: (string | number | null)[], index: number) =>
    index === -1 ? '' : String(row[index] ?? '').trim()
  return data.rows.map((row) => ({
    filterValue: text(row, filterIndex),
    toEmail: text(row, toIndex),
    ccEmail: text(row, ccIndex),
    bccEmail: text(row, bccIndex),
  }))
}
