import { filterRowProblems, isKeptRow, type FilterRow } from '@herald/contracts'
import { FILTER_COLUMNS, trimmedRow, type FilterField } from './filter-columns.ts'
import type { UploadKind } from './upload-kind.ts'
import { uploadMessages } from './upload-messages.ts'

/** Rows that broke the grid's rules: every problem, for the list beside the grid. */
export interface InvalidUpload {
  kind: UploadKind
  problems: string[]
}

export type UploadOutcome =
  { ok: true; rows: FilterRow[]; message: string } | { ok: false; message: string; invalid?: InvalidUpload }

const key = (text: unknown) =>
  String(text ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
const FIELD_BY_KEY = new Map(FILTER_COLUMNS.map(({ field, label }) => [key(label), field]))

/** Where each column of the header row ('Filter Name', 'to_email', 'BCC EMAIL'…) sits. */
function columnIndexes(header: readonly unknown[]): Map<FilterField, number> {
  const indexes = new Map<FilterField, number>()
  header.forEach((title, index) => {
    const field = FIELD_BY_KEY.get(key(title))
    if (field && !indexes.has(field)) indexes.set(field, index)
  })
  return indexes
}

function rowFrom(cells: readonly unknown[], indexes: Map<FilterField, number>): FilterRow {
  const cell = (field: FilterField) => {
    const index = indexes.get(field)
    const value = index === undefined ? undefined : cells[index]
    return value === undefined || value === null ? '' : String(value)
  }
  return trimmedRow({
    filterName: cell('filterName'),
    filterValue: cell('filterValue'),
    toEmail: cell('toEmail'),
    ccEmail: cell('ccEmail'),
    bccEmail: cell('bccEmail'),
    isActive: true,
  })
}

/**
 * A parsed sheet (header row first) as filter rows, checked with the grid's rules. 'Row n' in the
 * problems is the row's number in the file, header being row `headerRow`, so it can be found there.
 */
export function rowsFromTable(
  table: readonly (readonly unknown[])[],
  kind: UploadKind,
  headerRow = 1,
): UploadOutcome {
  const [header = [], ...data] = table
  const indexes = columnIndexes(header)
  const blank = trimmedRow({
    filterName: '',
    filterValue: '',
    toEmail: '',
    ccEmail: '',
    bccEmail: '',
    isActive: true,
  })
  // Blank rows stand for the header and the lines above it, so a row's index + 1 is its number in the file.
  const rows = [...Array<FilterRow>(headerRow).fill(blank), ...data.map((cells) => rowFrom(cells, indexes))]
  const problems = filterRowProblems(rows)
  if (problems.length > 0) {
    return { ok: false, message: uploadMessages.failed(kind, problems), invalid: { kind, problems } }
  }
  const kept = rows.filter(isKeptRow)
  if (kept.length === 0) return { ok: false, message: uploadMessages.noData(kind) }
  return { ok: true, rows: kept, message: uploadMessages.uploaded(kept.length, kind) }
}
