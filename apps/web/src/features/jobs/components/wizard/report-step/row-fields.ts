import type { FilterField } from '../../../lib/filter-columns.ts'
import type { GridRow } from '../../../lib/grid-rows.ts'

/** What each text cell of a filter row hints at while empty. */
export const ROW_PLACEHOLDERS: Record<FilterField, string> = {
  filterName: 'Table/Column',
  filterValue: 'Value',
  toEmail: 'name@example.com',
  ccEmail: 'Optional',
  bccEmail: 'Optional',
}

/** Format and Attach Excel: '' keeps the job's setting (ADR 0047). */
export const FORMAT_OPTIONS = [
  { value: '', label: 'Job’s' },
  { value: 'PDF', label: 'PDF' },
  { value: 'PPTX', label: 'PPTX' },
]
export const EXCEL_OPTIONS = [
  { value: '', label: 'Job’s' },
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
]

export const formatOf = (value: string): GridRow['format'] =>
  value === 'PDF' || value === 'PPTX' ? value : null
export const excelChoice = (row: GridRow) => (row.attachExcel === null ? '' : row.attachExcel ? 'yes' : 'no')
export const excelOf = (value: string): GridRow['attachExcel'] => (value === '' ? null : value === 'yes')

/** The row's filter pair number `index + 2` (ADR 0046), empty when the row has fewer. */
export function filterPairOf(row: GridRow, index: number) {
  return row.extraFilters[index] ?? { filterName: '', filterValue: '' }
}

/** The row's extra filters with pair `index + 2` changed, the pairs before it filled in empty. */
export function withFilterPair(
  row: GridRow,
  index: number,
  patch: Partial<GridRow['extraFilters'][number]>,
): Pick<GridRow, 'extraFilters'> {
  const extraFilters = Array.from({ length: Math.max(row.extraFilters.length, index + 1) }, (_, i) =>
    filterPairOf(row, i),
  )
  extraFilters[index] = { ...filterPairOf(row, index), ...patch }
  return { extraFilters }
}
