import type { FilterRow } from '@herald/contracts'

export type FilterField = 'filterName' | 'filterValue' | 'toEmail' | 'ccEmail' | 'bccEmail'

/** The filter grid's text columns, in the order of the grid, the upload file and the template. */
export const FILTER_COLUMNS: readonly { field: FilterField; label: string }[] = [
  { field: 'filterName', label: 'Filter Name' },
  { field: 'filterValue', label: 'Filter Value' },
  { field: 'toEmail', label: 'To Email' },
  { field: 'ccEmail', label: 'CC Email' },
  { field: 'bccEmail', label: 'BCC Email' },
]

/** The per-row override columns of the template and uploads (ADR 0047); Skip is the grid's Active unticked. */
export const OVERRIDE_LABELS = { format: 'Format', attachExcel: 'Attach Excel', skip: 'Skip' } as const

/** What a grid row holds beside its texts: its own columns and overrides (ADR 0047). */
export type RowExtras = Pick<FilterRow, 'fields' | 'format' | 'attachExcel'>

/** A row with nothing in it yet: every text column empty, and active. */
export const EMPTY_ROW: Readonly<Pick<FilterRow, FilterField | 'isActive'>> = {
  filterName: '',
  filterValue: '',
  toEmail: '',
  ccEmail: '',
  bccEmail: '',
  isActive: true,
}

/** A row with every text trimmed, as the contract schema reads it. */
export function trimmedRow(row: Pick<FilterRow, FilterField | 'isActive'> & Partial<RowExtras>): FilterRow {
  return {
    filterName: row.filterName.trim(),
    filterValue: row.filterValue.trim(),
    toEmail: row.toEmail.trim(),
    ccEmail: row.ccEmail.trim(),
    bccEmail: row.bccEmail.trim(),
    isActive: row.isActive,
    fields: Object.fromEntries(Object.entries(row.fields ?? {}).map(([name, value]) => [name, value.trim()])),
    format: row.format ?? null,
    attachExcel: row.attachExcel ?? null,
  }
}
