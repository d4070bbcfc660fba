import type { FilterScalar } from '@herald/contracts'
import type { ReportFilter } from '../connector.ts'

/** Data a BI tool answered for a filtered report, as text: a header and records keyed by column name. */
export interface TableText {
  columns: string[]
  records: Record<string, string>[]
}

/** Why the data does not prove a filter: its field is not there, or it holds values that are not the row's. */
export interface FilterProofFailure {
  filter: ReportFilter
  reason: 'no-field' | 'other-values'
}

const number = (text: string) => {
  const cleaned = text.replace(/[\s,]/g, '')
  return cleaned !== '' && /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : undefined
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

const day = (text: string) => {
  if (ISO_DAY.test(text)) return text
  const time = Date.parse(text)
  if (Number.isNaN(time) || /^-?\d+(\.\d+)?$/.test(text)) return undefined
  const d = new Date(time)
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}

/** Whether a cell a BI tool wrote shows the item: text as is, numbers by value (any grouping), dates in any form. */
export function cellShows(cell: string, item: FilterScalar): boolean {
  const text = cell.trim()
  switch (item.kind) {
    case 'text':
      return text === item.text
    case 'int':
    case 'decimal':
      return number(text) === item.value
    case 'date':
      return day(text) === item.date
  }
}

/**
 * The filter proof (ADR 0018, ADR 0057): a tool that silently ignores a filter it cannot apply would put every
 * row's data in the file. Data read back under the same filters must have each filter's field (`fieldOf`,
 * the column by default) and hold only the values the filter matches (`itemsOf`); the first filter it does not
 * prove is returned, and then nothing may be stored or sent.
 */
export function filterProof(
  data: TableText,
  filters: readonly ReportFilter[],
  itemsOf: (filter: ReportFilter) => FilterScalar[],
  fieldOf: (filter: ReportFilter) => string = (filter) => filter.column,
): FilterProofFailure | undefined {
  for (const filter of filters) {
    const field = fieldOf(filter)
    if (!data.columns.includes(field)) return { filter, reason: 'no-field' }
    const items = itemsOf(filter)
    const stray = data.records.find((r) => !items.some((item) => cellShows(r[field] ?? '', item)))
    if (stray) return { filter, reason: 'other-values' }
  }
  return undefined
}
