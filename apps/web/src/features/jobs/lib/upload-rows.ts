import {
  columnMessages,
  columnNameProblem,
  COLUMN_LIMIT,
  filterMessages,
  filterRowProblems,
  isKeptRow,
  MAX_FILTER_ROWS,
  MAX_FILTERS_PER_ROW,
  parseYesNo,
  type FilterRow,
} from '@herald/contracts'
import { EMPTY_ROW, FILTER_COLUMNS, OVERRIDE_LABELS, trimmedRow, type FilterField } from './filter-columns.ts'
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

type Override = keyof typeof OVERRIDE_LABELS
/** 'Filter Name 2' … 'Filter Value 5' (keys 'filtername2' …). */
const PAIR = new RegExp(`^filter(name|value)([2-${MAX_FILTERS_PER_ROW}])$`)
const OVERRIDE_BY_KEY = new Map(
  Object.entries(OVERRIDE_LABELS).map(([override, label]) => [key(label), override as Override]),
)

/** Where each column of the header row sits: the standard ones ('Filter Name', 'to_email'…), overrides, own columns. */
interface Columns {
  fields: Map<FilterField, number>
  /** Filter Name n / Filter Value n (n = 2…5) of rows with several filters (ADR 0046), by n. */
  pairs: Map<number, { name?: number; value?: number }>
  overrides: Map<Override, number>
  /** Any other titled column becomes a column of one's own (ADR 0047), by its title as written. */
  own: { name: string; index: number }[]
  problems: string[]
}

function columnIndexes(header: readonly unknown[]): Columns {
  const columns: Columns = {
    fields: new Map(),
    pairs: new Map(),
    overrides: new Map(),
    own: [],
    problems: [],
  }
  header.forEach((title, index) => {
    const pair = PAIR.exec(key(title))
    if (pair) {
      const slot = columns.pairs.get(Number(pair[2])) ?? {}
      if (pair[1] === 'name') slot.name ??= index
      else slot.value ??= index
      columns.pairs.set(Number(pair[2]), slot)
      return
    }
    const field = FIELD_BY_KEY.get(key(title))
    const override = OVERRIDE_BY_KEY.get(key(title))
    const name = String(title ?? '').trim()
    if (field) {
      if (!columns.fields.has(field)) columns.fields.set(field, index)
    } else if (override) {
      if (!columns.overrides.has(override)) columns.overrides.set(override, index)
    } else if (name !== '') {
      const problem = columnNameProblem(name)
      if (problem) columns.problems.push(problem)
      else if (columns.own.some((c) => c.name === name)) columns.problems.push(columnMessages.duplicate(name))
      else columns.own.push({ name, index })
    }
  })
  if (columns.own.length > COLUMN_LIMIT) columns.problems.push(columnMessages.tooMany)
  return columns
}

const cellText = (cells: readonly unknown[], index: number | undefined) => {
  const value = index === undefined ? undefined : cells[index]
  return value === undefined || value === null ? '' : String(value)
}

function rowFrom(cells: readonly unknown[], columns: Columns, problem: (message: string) => void): FilterRow {
  const cell = (field: FilterField) => cellText(cells, columns.fields.get(field))
  const format = cellText(cells, columns.overrides.get('format')).trim().toUpperCase()
  if (format !== '' && format !== 'PDF' && format !== 'PPTX') problem(columnMessages.formatInvalid)
  const yesNo = (override: Override) => {
    const parsed = parseYesNo(cellText(cells, columns.overrides.get(override)))
    if (parsed === null) problem(columnMessages.yesNo(OVERRIDE_LABELS[override]))
    return parsed ?? undefined
  }
  const attachExcel = yesNo('attachExcel')
  const skip = yesNo('skip')
  const extra = [...columns.pairs.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, slot]) => ({
      filterName: cellText(cells, slot.name).trim(),
      filterValue: cellText(cells, slot.value).trim(),
    }))
    .filter((f) => f.filterName !== '' || f.filterValue !== '')
  const row = trimmedRow({
    filterName: cell('filterName'),
    filterValue: cell('filterValue'),
    toEmail: cell('toEmail'),
    ccEmail: cell('ccEmail'),
    bccEmail: cell('bccEmail'),
    isActive: skip !== true,
    fields: Object.fromEntries(columns.own.map(({ name, index }) => [name, cellText(cells, index)])),
    format: format === 'PDF' || format === 'PPTX' ? format : null,
    attachExcel: attachExcel ?? null,
  })
  return extra.length === 0
    ? row
    : { ...row, filters: [{ filterName: row.filterName, filterValue: row.filterValue }, ...extra] }
}

const hasLineBreak = (row: FilterRow) => Object.values(row.fields).some((v) => /[\r\n]/.test(v))
const isBlankLine = (cells: readonly unknown[]) => cells.every((cell) => String(cell ?? '').trim() === '')

/** 'Row n: …' problems in row order (the first bad row first), then the ones about the file or all rows. */
function inRowOrder(problems: readonly string[]): string[] {
  const rowOf = (problem: string) => Number(/^Row (\d+): /.exec(problem)?.[1] ?? Number.POSITIVE_INFINITY)
  return problems
    .map((problem, index) => ({ problem, index, row: rowOf(problem) }))
    .sort((a, b) => a.row - b.row || a.index - b.index)
    .map(({ problem }) => problem)
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
  if (data.every(isBlankLine)) return { ok: false, message: uploadMessages.empty }
  const columns = columnIndexes(header)
  const cellProblems: string[] = []
  const blank = trimmedRow(EMPTY_ROW)
  // Blank rows stand for the header and the lines above it, so a row's index + 1 is its number in the file.
  const rows = [
    ...Array<FilterRow>(headerRow).fill(blank),
    ...data.map((cells, index) =>
      rowFrom(cells, columns, (message) =>
        cellProblems.push(filterMessages.row(headerRow + index + 1, message)),
      ),
    ),
  ]
  const kept = rows.filter(isKeptRow)
  // Over the limit, nothing else is checked and no row is taken.
  if (kept.length > MAX_FILTER_ROWS) return { ok: false, message: uploadMessages.tooMany(kept.length) }
  rows.forEach((row, index) => {
    if (isKeptRow(row) && hasLineBreak(row))
      cellProblems.push(filterMessages.row(index + 1, 'A column of your own cannot contain line breaks.'))
  })
  const problems = [...columns.problems, ...inRowOrder([...cellProblems, ...filterRowProblems(rows)])]
  if (problems.length > 0) {
    return { ok: false, message: uploadMessages.failed(kind, problems), invalid: { kind, problems } }
  }
  if (kept.length === 0) return { ok: false, message: uploadMessages.noData(kind) }
  return { ok: true, rows: kept, message: uploadMessages.uploaded(kept.length, kind) }
}
