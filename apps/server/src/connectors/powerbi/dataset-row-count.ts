import { MY_WORKSPACE } from '@herald/contracts'
import type { FilterScalar } from '@herald/contracts'
import { ConnectorError, type ReportFilter } from '../connector.ts'
import { scalarLiteral } from '../kit/scalar-literal.ts'
import type { PowerBiClient } from './powerbi-client.ts'

const daxTable = (table: string) => `'${table.replaceAll("'", "''")}'`
const daxColumn = (table: string, column: string) => `${daxTable(table)}[${column.replaceAll(']', ']]')}]`

const daxDate = (day: string) =>
  `DATE(${Number(day.slice(0, 4))}, ${Number(day.slice(5, 7))}, ${Number(day.slice(8, 10))})`

/** A value as a DAX literal: numbers bare, an ISO date as DATE(y, m, d), text in double quotes. */
const daxLiteral = (item: FilterScalar): string =>
  scalarLiteral(item, { date: daxDate, text: (text) => `"${text.replaceAll('"', '""')}"` })

/** One filter as a DAX condition: `= v`, `IN {…}` for a list, `>= … && <= …` for an ISO date range. */
function condition(filter: ReportFilter): string {
  const column = daxColumn(filter.table, filter.column)
  const { meaning } = filter
  if (meaning.kind === 'dateRange')
    return `${column} >= ${daxDate(meaning.from)} && ${column} <= ${daxDate(meaning.to)}`
  if (meaning.kind === 'list') return `${column} IN {${meaning.items.map(daxLiteral).join(', ')}}`
  return `${column} = ${daxLiteral(meaning)}`
}

/**
 * The DAX that counts the rows of the first filter's table under all the row's filters, the same filters
 * Export To File and the embedded report apply (each a boolean filter argument of CALCULATETABLE on one column, so they AND). A slicer
 * row filters the same column. COUNTROWS of an empty table is BLANK.
 */
export function rowCountQuery(filters: readonly ReportFilter[]): string {
  const [first] = filters
  if (!first) throw new ConnectorError('An unfiltered row has no one table to count.')
  const conditions = filters.map(condition).join(', ')
  return `EVALUATE ROW("Rows", COUNTROWS(CALCULATETABLE(${daxTable(first.table)}, ${conditions})))`
}

/**
 * Whether the report's semantic model holds any row of the filter's table under the row's filter, asked
 * with executeQueries (reference §2.10): a count of 0 or BLANK is empty. An unfiltered row is never empty
 * (there is no one table to count).
 */
export async function datasetHasRows(
  client: PowerBiClient,
  report: { workspaceId: string; datasetId?: string | undefined },
  filters: readonly ReportFilter[] | undefined,
  deadline: number,
): Promise<boolean> {
  const [filter] = filters ?? []
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
      body: {
        queries: [{ query: rowCountQuery(filters ?? []) }],
        serializerSettings: { includeNulls: true },
      },
      deadline,
    },
  )
  const parsed = JSON.parse(answer.body.toString('utf8')) as {
    results?: { tables?: { rows?: Record<string, unknown>[] }[]; error?: { message?: string } }[]
  }
  const result = parsed.results?.[0]
  if (result?.error)
    throw new ConnectorError(
      `Power BI could not count the rows of ${filter.table} under ${(filters ?? []).map((f) => `${f.table}/${f.column}`).join(', ')}: ${result.error.message ?? ''}`,
    )
  const count = Object.values(result?.tables?.[0]?.rows?.[0] ?? {})[0]
  return typeof count === 'number' && count > 0
}
