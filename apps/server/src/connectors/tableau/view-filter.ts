import { tableauFilterProblem, tableauMessages } from '@herald/contracts'
import { ConnectorError, type ReportFilter } from '../connector.ts'
import type { ViewData } from './view-csv.ts'

const INT = /^int\(\s*(-?\d+)\s*\)$/i
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * The values a row filters on (reference §4.11, §5.4): `int(123)` is 123, a comma-separated list is several
 * values of the field (IN); a date range or a slicer cannot be expressed as a view filter.
 */
export function filterValues(filter: ReportFilter): string[] {
  if (filter.slicerTitle !== undefined) throw new ConnectorError(tableauMessages.noSlicers)
  const problem = tableauFilterProblem(filter.column, filter.value)
  if (problem) throw new ConnectorError(problem)
  return filter.value
    .split(',')
    .map((v) => v.trim())
    .map((v) => INT.exec(v)?.[1] ?? v)
}

/** `vf_<Column>=<values>`: Tableau filters on the field name only, so the `Table/` part is dropped. */
export function viewFilterQuery(filter: ReportFilter | undefined): string {
  if (!filter) return ''
  return `vf_${encodeURIComponent(filter.column)}=${encodeURIComponent(filterValues(filter).join(','))}`
}

const number = (text: string) => {
  const cleaned = text.replace(/[\s,]/g, '')
  return cleaned !== '' && /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : undefined
}

const day = (text: string) => {
  if (ISO_DAY.test(text)) return text
  const time = Date.parse(text)
  if (Number.isNaN(time) || /^-?\d+(\.\d+)?$/.test(text)) return undefined
  const d = new Date(time)
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}

/** Whether a cell of the view's data shows `value` (text as is, numbers without grouping, dates in any form). */
function shows(cell: string, value: string): boolean {
  const text = cell.trim()
  if (text === value) return true
  const n = number(value)
  if (n !== undefined) return number(text) === n
  return ISO_DAY.test(value) && day(text) === value
}

/**
 * Tableau silently ignores a `vf_` filter on a field the view lacks (reference §4.11): the file would hold
 * every row's data. The view's data, read with the same filter, must have the field and hold only the
 * row's values; otherwise nothing may be stored or sent. The message names the view (read only then).
 */
export function filterProblem(
  data: ViewData,
  filter: ReportFilter,
): ((viewName: string) => string) | undefined {
  if (!data.columns.includes(filter.column))
    return (view) => tableauMessages.filterIgnored(filter.column, view)
  const values = filterValues(filter)
  const stray = data.records.find((r) => !values.some((v) => shows(r[filter.column] ?? '', v)))
  if (stray) return (view) => tableauMessages.filterNotApplied(filter.column, filter.value, view)
  return undefined
}
