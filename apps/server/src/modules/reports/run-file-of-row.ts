import { rowFilters, type FilterRow } from '@herald/contracts'
import type { RunFileInsert } from './runs.queries.ts'

/**
 * A run's file for one filter row as the run fans out: the row's filters, columns and overrides as they are now
 * (ADR 0046, ADR 0047), the file's name and the recipients given — the row's own in a run, the tester's in a test.
 */
export function runFileOfRow(
  row: FilterRow,
  file: { runId: number; position: number; fileName: string },
  recipients: Pick<FilterRow, 'toEmail' | 'ccEmail' | 'bccEmail'>,
): RunFileInsert {
  return {
    ...file,
    filterName: row.filterName,
    filterValue: row.filterValue,
    extraFilters: rowFilters(row).slice(1),
    toEmail: recipients.toEmail,
    ccEmail: recipients.ccEmail,
    bccEmail: recipients.bccEmail,
    fields: row.fields,
    format: row.format,
    attachExcel: row.attachExcel,
  }
}
