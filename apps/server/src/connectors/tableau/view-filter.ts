import { tableauFilterProblem, tableauMessages, type FilterScalar } from '@herald/contracts'
import { ConnectorError, type ReportFilter } from '../connector.ts'
import { filterProof } from '../kit/filter-proof.ts'
import { scalarLiteral } from '../kit/scalar-literal.ts'
import type { ViewData } from './view-csv.ts'

/** A value as a `vf_` filter writes it: text as is, numbers bare (int(5) → 5), dates as ISO days. */
const vfText = (item: FilterScalar): string =>
  scalarLiteral(item, { date: (day) => day, text: (text) => text })

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

/**
 * Tableau silently ignores a `vf_` filter on a field the view lacks (reference §4.11): the file would hold
 * every row's data. The view's data, read with the same filters, must have each filter's field and hold
 * only the row's values in it (the kit's filter proof); otherwise nothing may be stored or sent. The message
 * names the view (read only then).
 */
export function filterProblem(
  data: ViewData,
  filters: readonly ReportFilter[],
): ((viewName: string) => string) | undefined {
  const failure = filterProof(data, filters, filterItems)
  if (!failure) return undefined
  const { column, value } = failure.filter
  return failure.reason === 'no-field'
    ? (view) => tableauMessages.filterIgnored(column, view)
    : (view) => tableauMessages.filterNotApplied(column, value, view)
}
