import {
  emailListProblems,
  filterMessages,
  filterNameProblem,
  isKeptRow,
  MAX_FILTERS_PER_ROW,
  type FilterRow,
  type RowFilter,
} from '@herald/contracts'
import { EMPTY_ROW, trimmedRow, type FilterField, type RowExtras } from './filter-columns.ts'

/** A row of the filter grid: the texts as typed, its own columns, and a key that survives edits and deletions. */
export interface GridRow extends Pick<FilterRow, FilterField | 'isActive'>, RowExtras {
  key: string
  id?: number | null
  /** The row's filters after the first (ADR 0046): Filter Name 2 / Filter Value 2 … up to 5 in all. */
  extraFilters: RowFilter[]
}

let lastKey = 0

export function gridRow(values: Partial<Omit<GridRow, 'key'>> = {}): GridRow {
  lastKey += 1
  return {
    key: `row-${lastKey}`,
    ...EMPTY_ROW,
    fields: {},
    format: null,
    attachExcel: null,
    extraFilters: [],
    ...values,
  }
}

/** A grid row from a saved or uploaded row: its `filters` after the first become the extra filter columns. */
export function gridRowFrom(
  row: Partial<Omit<GridRow, 'key' | 'extraFilters'>> & { filters?: readonly RowFilter[] | undefined },
): GridRow {
  const { filters, ...rest } = row
  return gridRow({ ...rest, extraFilters: (filters ?? []).slice(1).map((f) => ({ ...f })) })
}

/** The row as the API takes it: `filters` = the first filter and the extra ones, when there are extra ones. */
export function rowInput(row: GridRow): Omit<GridRow, 'key' | 'extraFilters'> & { filters?: RowFilter[] } {
  const { key: _key, extraFilters, ...rest } = row
  if (extraFilters.length === 0) return rest
  return { ...rest, filters: [{ filterName: row.filterName, filterValue: row.filterValue }, ...extraFilters] }
}

/** How many filters the grid shows per row: 1 and the most extra filters any row has. */
export function filterCount(rows: readonly GridRow[]): number {
  return rows.reduce((most, row) => Math.max(most, 1 + row.extraFilters.length), 1)
}

/** Another Filter Name / Filter Value pair for every row (up to MAX_FILTERS_PER_ROW). */
export function addFilterPair(rows: readonly GridRow[]): GridRow[] {
  const count = filterCount(rows)
  if (count >= MAX_FILTERS_PER_ROW) return [...rows]
  return rows.map((row) => ({
    ...row,
    extraFilters: [
      ...row.extraFilters,
      ...Array.from({ length: count - row.extraFilters.length }, () => ({ filterName: '', filterValue: '' })),
    ],
  }))
}

/** The extra filter pair at `index` (0 = Filter Name 2) taken out of every row. */
export function removeFilterPair(rows: readonly GridRow[], index: number): GridRow[] {
  return rows.map((row) => ({ ...row, extraFilters: row.extraFilters.filter((_, i) => i !== index) }))
}

/** The grid's own columns (ADR 0047): every row holds every column, so the first row's order is the grid's. */
export function gridColumns(rows: readonly { fields: Readonly<Record<string, string>> }[]): string[] {
  const seen = new Set<string>()
  for (const row of rows) for (const name of Object.keys(row.fields)) seen.add(name)
  return [...seen]
}

/** Each row with its fields changed by `change` (a new object per row). */
function mapFields(
  rows: readonly GridRow[],
  change: (fields: Record<string, string>) => Record<string, string>,
) {
  return rows.map((row) => ({ ...row, fields: change(row.fields) }))
}

/** A column added to every row (empty), the grid's rows when it had none. */
export function addColumn(rows: readonly GridRow[], name: string): GridRow[] {
  const all = rows.length === 0 ? [gridRow()] : rows
  return mapFields(all, (fields) => ({ ...fields, [name]: fields[name] ?? '' }))
}

/** A column renamed in every row, keeping its place and values. */
export function renameColumn(rows: readonly GridRow[], from: string, to: string): GridRow[] {
  return mapFields(rows, (fields) =>
    Object.fromEntries(Object.entries(fields).map(([name, value]) => [name === from ? to : name, value])),
  )
}

export function removeColumn(rows: readonly GridRow[], name: string): GridRow[] {
  return mapFields(rows, (fields) => Object.fromEntries(Object.entries(fields).filter(([n]) => n !== name)))
}

/** The rows that will be saved (spec §5: a row with a filter name or a To email); blank ones are dropped. */
export function keptRowCount(rows: readonly GridRow[]): number {
  return rows.filter((row) => isKeptRow(rowInput(row))).length
}

/**
 * Whether the grid holds rows someone typed, uploaded or saved — not just the row a new task starts with,
 * addressed to the account and nothing else, which an upload replaces without asking (ADR 0053).
 */
export function hasOwnRows(rows: readonly GridRow[], accountEmail: string | undefined): boolean {
  const starting = (row: GridRow) =>
    row.toEmail.trim() === accountEmail &&
    row.id == null &&
    [row.filterName, row.filterValue, row.ccEmail, row.bccEmail, ...Object.values(row.fields)].every(
      (text) => text.trim() === '',
    ) &&
    row.isActive &&
    row.format === null &&
    row.attachExcel === null &&
    row.extraFilters.length === 0
  return rows.some((row) => isKeptRow(rowInput(row)) && !starting(row))
}

/**
 * The grid's kept rows, then `added` (ADR 0053): every row holds every column of both (ADR 0047), empty where
 * it had none.
 */
export function appendRows(rows: readonly GridRow[], added: readonly GridRow[]): GridRow[] {
  const all = [...rows.filter((row) => isKeptRow(rowInput(row))), ...added]
  const columns = gridColumns(all)
  return all.map((row) => ({
    ...row,
    fields: Object.fromEntries(columns.map((name) => [name, row.fields[name] ?? ''])),
  }))
}

/** A new row holding the grid's columns, empty. */
export function blankRowFor(rows: readonly GridRow[]): GridRow {
  return gridRow({
    fields: Object.fromEntries(gridColumns(rows).map((name) => [name, ''])),
    extraFilters: Array.from({ length: filterCount(rows) - 1 }, () => ({ filterName: '', filterValue: '' })),
  })
}

/** The filter name every other row must repeat: the first well-formed one (a malformed one has its own message). */
export function firstFilterName(rows: readonly GridRow[]): string {
  for (const row of rows) {
    const name = row.filterName.trim()
    if (name !== '' && !filterNameProblem(name)) return name
  }
  return ''
}

/** What is wrong with each cell of a row, by the rules of `filterRowProblems` (none for a row to be dropped). */
export function cellProblems(row: GridRow, firstName: string): Partial<Record<FilterField, string>> {
  const cells = trimmedRow(row)
  if (!isKeptRow(cells)) return {}
  const differs = cells.filterName !== '' && firstName !== '' && cells.filterName !== firstName
  const problems: Partial<Record<FilterField, string | undefined>> = {
    filterName:
      filterNameProblem(cells.filterName) ??
      (differs ? filterMessages.differentNames([firstName, cells.filterName]) : undefined),
    filterValue:
      cells.filterName === '' && cells.filterValue !== '' ? filterMessages.valueWithoutName : undefined,
    toEmail:
      cells.toEmail === '' ? filterMessages.toRequired : emailListProblems('To Email', cells.toEmail)[0],
    ccEmail: emailListProblems('CC Email', cells.ccEmail)[0],
    bccEmail: emailListProblems('BCC Email', cells.bccEmail)[0],
  }
  return Object.fromEntries(Object.entries(problems).filter(([, message]) => message !== undefined))
}
