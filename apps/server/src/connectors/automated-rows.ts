import type { FilterRow } from '@herald/contracts'
import { parseFilterTarget, type Connector } from './connector.ts'

/**
 * Where Automated Input reads its rows: the automated filter config's filter and visual when set,
 * else the report task's (the wizard saves both; spec §4).
 */
export function automatedSource(
  task: { filterName: string; visualName: string },
  config: { filterName: string; visualName: string } | null | undefined,
): { filterName: string; visualName: string } {
  return {
    filterName: config?.filterName || task.filterName,
    visualName: config?.visualName || task.visualName,
  }
}

/**
 * Automated Input (spec §2): the filter rows read from the BI tool at run time. With a recipients
 * visual, each of its rows gives a value and its To / CC / BCC; without one, every distinct value of
 * the filter column becomes a row addressed to `fallbackTo` (the job's owner).
 */
export async function automatedRows(
  connector: Connector,
  source: { reportId: string; filterName: string; visualName: string; fallbackTo: string },
): Promise<FilterRow[]> {
  const filter = parseFilterTarget(source.filterName)
  const row = (
    filterValue: string,
    toEmail: string,
    ccEmail = '',
    bccEmail = '',
    fields = {},
  ): FilterRow => ({
    filterName: source.filterName,
    filterValue,
    toEmail,
    ccEmail,
    bccEmail,
    isActive: true,
    fields,
    format: null,
    attachExcel: null,
  })
  if (source.visualName !== '') {
    const rows = await connector.recipientRows(source.reportId, source.visualName, filter.column)
    // The recipients table's other columns become the row's own columns (ADR 0047).
    return rows.map((r) => row(r.filterValue, r.toEmail, r.ccEmail, r.bccEmail, r.fields ?? {}))
  }
  const values = await connector.filterValues(source.reportId, filter.table, filter.column)
  return values.map((value) => row(value, source.fallbackTo))
}
