import { ConnectorError, type RecipientRow } from '../connector.ts'
import { recipientRowsOf } from '../recipient-table.ts'
import { applyFilter } from './apply-filter.ts'
import { findReport, findVisual } from './catalog.ts'

/** Reads Automated Input rows from a named table visual of a sample report (see recipientRowsOf). */
export function recipientRows(reportId: string, visualName: string, filterColumn: string): RecipientRow[] {
  const report = findReport(reportId)
  const visual = findVisual(report, visualName)
  const data = visual.build(applyFilter(undefined))
  if (data.type !== 'table')
    throw new ConnectorError(
      `Visual "${visual.name}" is a chart: choose a table visual that lists recipients.`,
    )
  return recipientRowsOf(
    visual.name,
    data.columns.map((c) => c.title),
    data.rows,
    filterColumn,
  )
}
