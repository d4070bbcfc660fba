import { MY_WORKSPACE } from '@herald/contracts'
import { ConnectorError, type ReportFilter } from '../connector.ts'
import type { PowerBiClient } from './powerbi-client.ts'

const INT = /^int\((-?\d+)\)$/i
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const RANGE = /^(\d{4}-\d{2}-\d{2})\/(\d{4}-\d{2}-\d{2})$/

const daxTable = (table: string) => `'${table.replaceAll("'", "''")}'`
const daxColumn = (table: string, column: string) => `${daxTable(table)}[${column.replaceAll(']', ']]')}]`

/** A typed row value as a DAX literal: `int(5)` → 5, an ISO date → DATE(y, m, d), text in double quotes. */
function daxLiteral(value: string): string {
  const int = INT.exec(value)
  if (int) return String(Number(int[1]))
  const date = DATE.exec(value)
  if (date) return `DATE(${Number(date[1])}, ${Number(date[2])}, ${Number(date[3])})`
  return `"${value.replaceAll('"', '""')}"`
}

/**
 * The DAX that counts the rows of the filter's table under the row's filter, the same filter Export To File
 * and the embedded report apply (one value, a comma-separated list as IN, an ISO date range as ≥ … ≤). A
 * slicer row filters the same column. COUNTROWS of an empty table is BLANK.
 */
export function rowCountQuery(filter: ReportFilter): string {
  const column = daxColumn(filter.table, filter.column)
  const values = filter.value
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '')
  const [only] = values
  const range = only !== undefined && values.length === 1 ? RANGE.exec(only) : null
  const condition = range
    ? `${column} >= ${daxLiteral(range[1]!)} && ${column} <= ${daxLiteral(range[2]!)}`
    : values.length === 1
      ? `${column} = ${daxLiteral(only!)}`
      : `${column} IN {${values.map(daxLiteral).join(', ')}}`
  return `EVALUATE ROW("Rows", COUNTROWS(CALCULATETABLE(${daxTable(filter.table)}, ${condition})))`
}

/**
 * Whether the report's semantic model holds any row of the filter's table under the row's filter, asked
 * with executeQueries (reference §2.10): a count of 0 or BLANK is empty. An unfiltered row is never empty
 * (there is no one table to count).
 */
export async function datasetHasRows(
  client: PowerBiClient,
  report: { workspaceId: string; datasetId?: string | undefined },
  filter: ReportFilter | undefined,
  deadline: number,
): Promise<boolean> {
  if (!filter) return true
  if (!report.datasetId)
    throw new ConnectorError(
      'This report has no semantic model to check for data, so empty rows cannot be told.',
    )
  const group = report.workspaceId === MY_WORKSPACE ? '' : `groups/${encodeURIComponent(report.workspaceId)}/`
  const answer = await client.call(
    'POST',
    `${group}datasets/${encodeURIComponent(report.datasetId)}/executeQueries`,
    {
      body: { queries: [{ query: rowCountQuery(filter) }], serializerSettings: { includeNulls: true } },
      deadline,
    },
  )
  const parsed = JSON.parse(answer.body.toString('utf8')) as {
    results?: { tables?: { rows?: Record<string, unknown>[] }[]; error?: { message?: string } }[]
  }
  const result = parsed.results?.[0]
  if (result?.error)
    throw new ConnectorError(
      `Power BI could not count the rows of ${filter.table}/${filter.column}: ${result.error.message ?? ''}`,
    )
  const count = Object.values(result?.tables?.[0]?.rows?.[0] ?? {})[0]
  return typeof count === 'number' && count > 0
}
