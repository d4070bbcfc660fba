import { z } from 'zod/mini'
import { emailListProblems } from './email-address.ts'
import { RowFields } from './row-columns.ts'
import { parseFilterValue } from './filter-value.ts'

/** The most fields one row may filter on at once (ADR 0046). */
export const MAX_FILTERS_PER_ROW = 5

/** The most filter rows a job takes (one file each), typed or uploaded. */
export const MAX_FILTER_ROWS = 10_000

/** Spec §5 "Filter name syntax", filter-row and mode rules with their exact texts. */
export const filterMessages = {
  syntax: 'Invalid syntax. Use either "Table/Column" for filters or "Title<>Table/Column" for slicers.',
  differentNames: (names: string[]) =>
    `All Filter Names must be the same across all rows. Found different values: ${names.join(', ')}`,
  valueWithoutName: 'Filter Value must be empty when Filter Name is empty.',
  toRequired: 'To Email cannot be null or empty. Please provide at least one recipient email address.',
  manualNeedsRow: 'Please configure at least one filter with email recipients for manual mode.',
  automatedNeedsFilter: 'Please configure the filter name for automated mode.',
  automatedNeedsVisual: 'Please configure the source visual name for Power BI automated mode.',
  row: (n: number, message: string) => `Row ${n}: ${message}`,
  more: (n: number) => `and ${n} more errors`,
  valueHint:
    'Text as is; numbers as int(123) or decimal(12.5); dates and ranges in ISO 8601 (2026-01-31, 2026-01-01/2026-03-31); several values separated by commas (East,West); quote a value holding a comma ("Smith, John").',
  /** Several filters per row (ADR 0046). */
  tooManyFilters: `A row may filter on at most ${MAX_FILTERS_PER_ROW} fields.`,
  firstFilterDisagrees: (name: string, value: string) =>
    `filterName and filterValue must match the first entry of filters (${name} = ${value}).`,
  duplicateFilter: (name: string) => `Filter Name ${name} is used more than once in this row.`,
  badValue: (name: string, problem: string) => `${name}: ${problem}`,
  tooManyRows: `A job takes at most ${MAX_FILTER_ROWS.toLocaleString('en-US')} rows.`,
} as const

const FILTER_SYNTAX = /^([^<>/]+<>)?[^<>/]+\/[^<>/]+$/

export function filterNameProblem(name: string): string | undefined {
  return name === '' || FILTER_SYNTAX.test(name) ? undefined : filterMessages.syntax
}

/** A filter name's parts: 'Table/Column', or 'Title<>Table/Column' for a slicer (spec §5). */
export interface FilterTarget {
  table: string
  column: string
  /** Present for a slicer: the slicer's title as typed. */
  slicerTitle?: string
}

/** The parts of a non-empty filter name, or its problem (the spec's syntax message). */
export function parseFilterName(name: string): FilterTarget | { problem: string } {
  const trimmed = name.trim()
  if (trimmed === '' || !FILTER_SYNTAX.test(trimmed)) return { problem: filterMessages.syntax }
  const separator = trimmed.indexOf('<>')
  const slicerTitle = separator === -1 ? undefined : trimmed.slice(0, separator).trim()
  const [table = '', column = ''] = trimmed
    .slice(separator === -1 ? 0 : separator + 2)
    .split('/')
    .map((part) => part.trim())
  if (table === '' || column === '' || slicerTitle === '') return { problem: filterMessages.syntax }
  return slicerTitle === undefined ? { table, column } : { table, column, slicerTitle }
}

const text = z._default(
  z.pipe(
    z.nullable(z.string()),
    z.transform((v) => (v ?? '').trim()),
  ),
  '',
)

/** One filter of a row: a filter name (Table/Column or Title<>Table/Column) and its value in the grammar. */
export const RowFilter = z.object({ filterName: text, filterValue: text })
export type RowFilter = z.infer<typeof RowFilter>

export const FilterRow = z.object({
  id: z.optional(z.nullable(z.number())),
  /** The first filter (kept for one-filter clients); equal to filters[0] when both are given. */
  filterName: text,
  filterValue: text,
  /** All the row's filters, first one first (at most 5). Absent = the one filter above. */
  filters: z.optional(
    z.array(RowFilter).check(z.maxLength(MAX_FILTERS_PER_ROW, filterMessages.tooManyFilters)),
  ),
  toEmail: text,
  ccEmail: text,
  bccEmail: text,
  isActive: z._default(z.boolean(), true),
  /** The row's own columns, e.g. { Name: 'Maria', Account: 'Acme' } (ADR 0047). */
  fields: RowFields,
  /** Per-row overrides; null or absent keeps the job's FILE FORMAT and Excel export. */
  format: z._default(z.nullable(z.enum(['PDF', 'PPTX'])), null),
  attachExcel: z._default(z.nullable(z.boolean()), null),
})
export type FilterRow = z.infer<typeof FilterRow>

/** A filter row as the server answers with it (already trimmed). */
export const FilterRowView = z.object({
  filterName: z.string(),
  filterValue: z.string(),
  /** Every filter of the row, first = filterName/filterValue; [] for an unfiltered row. */
  filters: z.array(z.object({ filterName: z.string(), filterValue: z.string() })),
  toEmail: z.string(),
  ccEmail: z.string(),
  bccEmail: z.string(),
  isActive: z.boolean(),
  fields: z.record(z.string(), z.string()),
  format: z.nullable(z.enum(['PDF', 'PPTX'])),
  attachExcel: z.nullable(z.boolean()),
})
export type FilterRowInput = z.input<typeof FilterRow>

type RowFilters = Pick<FilterRow, 'filterName' | 'filterValue'> & {
  filters?: readonly RowFilter[] | undefined
}

/**
 * A row's filters, first one first: `filters` without its blank entries when given, else the one
 * filterName/filterValue ([] when both are empty).
 */
export function rowFilters(row: RowFilters): RowFilter[] {
  const listed = (row.filters ?? []).filter((f) => f.filterName.trim() !== '' || f.filterValue.trim() !== '')
  if (listed.length > 0)
    return listed.map((f) => ({ filterName: f.filterName.trim(), filterValue: f.filterValue.trim() }))
  const filterName = row.filterName.trim()
  const filterValue = row.filterValue.trim()
  return filterName === '' && filterValue === '' ? [] : [{ filterName, filterValue }]
}

/** The row with filterName/filterValue = its first filter and `filters` = all of them (what the server stores). */
export function withRowFilters<T extends RowFilters>(row: T): T & { filters: RowFilter[] } {
  const filters = rowFilters(row)
  const first = filters[0] ?? { filterName: '', filterValue: '' }
  return { ...row, filterName: first.filterName, filterValue: first.filterValue, filters }
}

/** A stored row's filters: the first (filterName/filterValue) then the extra ones ([] for an unfiltered row). */
export function storedRowFilters(row: {
  filterName: string
  filterValue: string
  extraFilters?: readonly RowFilter[] | null | undefined
}): RowFilter[] {
  if (row.filterName === '' && row.filterValue === '') return []
  return [{ filterName: row.filterName, filterValue: row.filterValue }, ...(row.extraFilters ?? [])]
}

/** A row is kept when it has a filter name or a To email; the others are dropped on save (spec §5). */
export function isKeptRow(
  row: Pick<FilterRow, 'filterName' | 'toEmail'> & { filters?: readonly RowFilter[] | undefined },
): boolean {
  return (
    row.filterName.trim() !== '' ||
    row.toEmail.trim() !== '' ||
    (row.filters ?? []).some((f) => f.filterName.trim() !== '')
  )
}

/** The set of filter names a row uses, as the cross-row rule compares them ('A + B', in the row's order). */
function nameSet(row: RowFilters): string {
  return rowFilters(row)
    .map((f) => f.filterName)
    .filter((n) => n !== '')
    .sort()
    .join(' + ')
}

function filterProblems(row: RowFilters, add: (message: string) => void): void {
  const listed = (row.filters ?? []).filter((f) => f.filterName.trim() !== '' || f.filterValue.trim() !== '')
  const [first] = listed
  if (first && (row.filterName !== '' || row.filterValue !== '')) {
    if (first.filterName.trim() !== row.filterName || first.filterValue.trim() !== row.filterValue)
      add(filterMessages.firstFilterDisagrees(first.filterName.trim(), first.filterValue.trim()))
  }
  const seen = new Set<string>()
  for (const { filterName, filterValue } of rowFilters(row)) {
    const nameProblem = filterNameProblem(filterName)
    if (nameProblem) add(nameProblem)
    if (filterName === '') {
      if (filterValue !== '') add(filterMessages.valueWithoutName)
      continue
    }
    if (seen.has(filterName)) add(filterMessages.duplicateFilter(filterName))
    seen.add(filterName)
    if (nameProblem) continue
    const parsed = parseFilterValue(filterValue)
    if ('problem' in parsed) add(filterMessages.badValue(filterName, parsed.problem))
  }
}

/** Every problem of the kept rows, as 'Row {n}: …' (n counts the rows as the user sees them), then cross-row ones. */
export function filterRowProblems(rows: readonly FilterRow[]): string[] {
  const problems: string[] = []
  rows.forEach((row, index) => {
    if (!isKeptRow(row)) return
    const add = (message: string) => problems.push(filterMessages.row(index + 1, message))
    filterProblems(row, add)
    if (row.toEmail === '') add(filterMessages.toRequired)
    for (const [field, value] of [
      ['To Email', row.toEmail],
      ['CC Email', row.ccEmail],
      ['BCC Email', row.bccEmail],
    ] as const) {
      for (const message of emailListProblems(field, value)) add(message)
    }
  })
  // Every row uses the same set of filter names (ADR 0046; the spec's one-name rule for one filter).
  const names = [
    ...new Set(
      rows
        .filter(isKeptRow)
        .map(nameSet)
        .filter((n) => n !== ''),
    ),
  ]
  if (names.length > 1) problems.push(filterMessages.differentNames(names))
  return problems
}

/** The first `limit` problems, then 'and N more errors' (spec §5 upload rule). */
export function firstProblems(problems: readonly string[], limit = 10): string[] {
  return problems.length <= limit
    ? [...problems]
    : [...problems.slice(0, limit), filterMessages.more(problems.length - limit)]
}
