import type { ReportFilter } from '../connector.ts'
import { applyFilter } from './apply-filter.ts'
import { findReport } from './catalog.ts'

/**
 * Whether the sample report shows any data under the row's filters: empty means they leave no row of
 * the Sales table and no row of the Managers table (the two tables the reports draw from). An unknown
 * report, table or column, or a malformed value, is a ConnectorError as when rendering.
 */
export function hasData(reportId: string, filters: readonly ReportFilter[] | undefined): boolean {
  findReport(reportId)
  const data = applyFilter(filters)
  return data.sales.rows.length > 0 || data.managers.length > 0
}
