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

/** A row with every text trimmed, as the contract schema reads it. */
export function trimmedRow(row: Pick<FilterRow, FilterField | 'isActive'>): FilterRow {
  return {
    filterName: row.filterName.trim(),
    filterValue: row.filterValue.trim(),
    toEmail: row.toEmail.trim(),
    ccEmail: row.ccEmail.trim(),
    bccEmail: row.bccEmail.trim(),
    isActive: row.isActive,
  }
}
