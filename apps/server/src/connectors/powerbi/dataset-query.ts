import { ConnectorError } from '../connector.ts'
import type { PowerBiClient } from './powerbi-client.ts'
import { filterValueOf, MY_WORKSPACE } from '@herald/contracts'

const collator = new Intl.Collator('en', { numeric: true })
/** `'Table'[Column]` with quotes and brackets escaped (DAX). */
const daxColumn = (table: string, column: string) =>
  `'${table.replaceAll("'", "''")}'[${column.replaceAll(']', ']]')}]`

/** A value written the way a filter value is typed, in the one grammar (filterValueOf). */
function asFilterValue(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined
  return filterValueOf(typeof value === 'number' ? value : String(value))
}

/**
 * Distinct values of a column for Automated Input, read from the report's semantic model with
 * executeQueries (reference §2.10: DAX, one query, one table, 100,000 rows at most).
 */
export async function distinctColumnValues(
  client: PowerBiClient,
  report: { workspaceId: string; datasetId?: string | undefined; id: string },
  table: string,
  column: string,
  deadline: number,
): Promise<string[]> {
  if (!report.datasetId)
    throw new ConnectorError('This report has no semantic model to read filter values from.')
  const group = report.workspaceId === MY_WORKSPACE ? '' : `groups/${encodeURIComponent(report.workspaceId)}/`
  const query = `EVALUATE DISTINCT(${daxColumn(table, column)})`
  const answer = await client.call(
    'POST',
    `${group}datasets/${encodeURIComponent(report.datasetId)}/executeQueries`,
    {
      body: { queries: [{ query }], serializerSettings: { includeNulls: true } },
      deadline,
    },
  )
  const parsed = JSON.parse(answer.body.toString('utf8')) as {
    results?: { tables?: { rows?: Record<string, unknown>[] }[]; error?: { message?: string } }[]
  }
  const result = parsed.results?.[0]
  if (result?.error)
    throw new ConnectorError(`Power BI could not read ${table}/${column}: ${result.error.message ?? ''}`)
  const rows = result?.tables?.[0]?.rows ?? []
  const values = rows
    .map((row) => asFilterValue(Object.values(row)[0]))
    .filter((v): v is string => v !== undefined)
  return [...new Set(values)].sort(collator.compare)
}
