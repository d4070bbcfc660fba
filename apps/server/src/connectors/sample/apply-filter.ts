import type { ReportFilter } from '../connector.ts'
import { type FilterValue, matcher, parseFilterValue } from './filter-value.ts'
import { MANAGER_ROWS, type ManagerRow } from './managers.ts'
import { salesTable, type SalesTable } from './sales-dataset.ts'
import { findColumn, qualifiedName, type SalesColumn } from './schema.ts'

/** What a page header says about the filter: "Region: East", or the slicer's title for a slicer. */
export interface FilterCaption {
  label: string
  value: FilterValue
}

/** Rows of the Sales table, by index. */
export interface Selection {
  table: SalesTable
  rows: Uint32Array
}

/** The rows a report shows under one filter. */
export interface FilteredData {
  sales: Selection
  managers: readonly ManagerRow[]
  caption?: FilterCaption
}

function select(table: SalesTable, keep: (index: number) => boolean): Selection {
  const rows = new Uint32Array(table.size)
  let count = 0
  for (let i = 0; i < table.size; i++) if (keep(i)) rows[count++] = i
  return { table, rows: rows.subarray(0, count) }
}

/** Sales rows matching the filter, and the value as the data spells it ("east" → "East"). */
function filterSales(table: SalesTable, column: SalesColumn, matches: (cell: string | number) => boolean) {
  if ('numeric' in column) {
    const values = table[column.numeric]
    return { sales: select(table, (i) => matches(values[i] as number)), spelling: undefined }
  }
  const dictionary = table.dictionaries[column.coded]
  const hit = Uint8Array.from(dictionary, (value) => (matches(value) ? 1 : 0))
  const codes = table[column.coded]
  return { sales: select(table, (i) => hit[codes[i] as number] === 1), spelling: dictionary[hit.indexOf(1)] }
}

/**
 * Applies a filter to both tables. They are related by region, both ways (like a bidirectional
 * relationship in a BI model): filtering Sales keeps the managers of the regions left in Sales, and
 * filtering Managers keeps the sales of the regions left in Managers. So a report filtered to one
 * row never shows another row's manager.
 */
export function applyFilter(filter: ReportFilter | undefined): FilteredData {
  const table = salesTable()
  if (!filter) return { sales: select(table, () => true), managers: MANAGER_ROWS }
  const ref = findColumn(filter.table, filter.column)
  const value = parseFilterValue(filter.value, ref.column.type, qualifiedName(ref))
  const matches = matcher(value)
  const label = filter.slicerTitle ?? ref.column.label
  const regions = table.dictionaries.region
  if (ref.table === 'Sales') {
    const { sales, spelling } = filterSales(table, ref.column, matches)
    const present = new Set<string>()
    for (const i of sales.rows) present.add(regions[table.region[i] as number] as string)
    const managers = MANAGER_ROWS.filter((row) => present.has(row.region))
    return { sales, managers, caption: { label, value: spelledAsData(value, spelling) } }
  }
  const read = ref.column.read
  const managers = MANAGER_ROWS.filter((row) => matches(read(row)))
  const kept = Uint8Array.from(regions, (region) => (managers.some((row) => row.region === region) ? 1 : 0))
  const sales = select(table, (i) => kept[table.region[i] as number] === 1)
  return {
    sales,
    managers,
    caption: { label, value: spelledAsData(value, managers[0] && read(managers[0])) },
  }
}

function spelledAsData(value: FilterValue, spelling: string | undefined): FilterValue {
  return value.type === 'text' && spelling !== undefined ? { type: 'text', text: spelling } : value
}
