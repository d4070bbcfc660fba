import { tableauFilterProblem, tableauMessages, type FilterScalar } from '@herald/contracts'
import { ConnectorError, type ReportFilter } from '../connector.ts'
import type { ViewData } from './view-csv.ts'

/** A value as a `vf_` filter writes it: text as is, numbers bare (int(5) → 5), dates as ISO days. */
function vfText(item: FilterScalar): string {
  switch (item.kind) {
    case 'text':
      return item.text
    case 'int':
      return String(item.value)
    case 'decimal':
      return item.text
    case 'date':
      return item.date
  }
}

/**
 * The values a filter matches (reference §4.11, §5.4), from its meaning in the one grammar: one value, or a
 * list (IN). A slicer, a date range or a value holding a comma cannot be a view filter (tableauFilterProblem).
 */
export function filterItems(filter: ReportFilter): FilterScalar[] {
  if (filter.slicerTitle !== undefined) throw new ConnectorError(tableauMessages.noSlicers)
  const problem = tableauFilterProblem(`${filter.table}/${filter.column}`, filter.value)
  if (problem) throw new ConnectorError(problem)
  const { meaning } = filter
  if (meaning.kind === 'dateRange') throw new ConnectorError(tableauMessages.noRanges(filter.value))
  return meaning.kind === 'list' ? meaning.items : [meaning]
}

/** `vf_<Column>=<values>` for each filter, joined by '&': Tableau filters on the field name only, so `Table/` is dropped. */
export function viewFilterQuery(filters: readonly ReportFilter[] | undefined): string {
  return (filters ?? [])
    .map(
      (filter) =>
        `vf_${encodeURIComponent(filter.column)}=${encodeURIComponent(filterItems(filter).map(vfText).join(','))}`,
    )
    .join('&')
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

/** Whether a cell of the view's data shows the item: text as is, numbers by value (any grouping), dates in any form. */
function shows(cell: string, item: FilterScalar): boolean {
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
 * Tableau silently ignores a `vf_` filter on a field the view lacks (reference §4.11): the file would hold
 * every row's data. The view's data, read with the same filters, must have each filter's field and hold
 * only the row's values in it; otherwise nothing may be stored or sent. The message names the view (read only then).
 */
export function filterProblem(
  data: ViewData,
  filters: readonly ReportFilter[],
): ((viewName: string) => string) | undefined {
  for (const filter of filters) {
    if (!data.columns.includes(filter.column))
      return (view) => tableauMessages.filterIgnored(filter.column, view)
    const items = filterItems(filter)
    const stray = data.records.find((r) => !items.some((item) => shows(r[filter.column] ?? '', item)))
    if (stray) return (view) => tableauMessages.filterNotApplied(filter.column, filter.value, view)
  }
  return undefined
}
