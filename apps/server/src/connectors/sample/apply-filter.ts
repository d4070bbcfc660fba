import type { FilterMeaning } from '@herald/contracts'
import type { ReportFilter } from '../connector.ts'
import { matcher } from './filter-match.ts'
import { MANAGER_ROWS, type ManagerRow } from './managers.ts'
import { salesTable, type SalesTable } from './sales-dataset.ts'
import { findColumn, qualifiedName, type SalesColumn } from './schema.ts'

/** What a page header says about a filter: "Region: East", or the slicer's title for a slicer. */
export interface FilterCaption {
  label: string
  value: FilterMeaning
}

/** Rows of the Sales table, by index. */
export interface Selection {
  table: SalesTable
  rows: Uint32Array
}

/** The rows a report shows under a row's filters. */
export interface FilteredData {
  sales: Selection
  managers: readonly ManagerRow[]
  /** One per filter, in the row's order; [] when unfiltered. */
  captions: FilterCaption[]
}

function select(table: SalesTable, keep: (index: number) => boolean): Selection {
  const rows = new Uint32Array(table.size)
  let count = 0
  for (let i = 0; i < table.size; i++) if (keep(i)) rows[count++] = i
  return { table, rows: rows.subarray(0, count) }
}

/** Marks the Sales rows a column's predicate keeps; the value as the data spells it ("east" → "East"). */
function markSales(
  table: SalesTable,
  column: SalesColumn,
  matches: (cell: string | number) => boolean,
  keep: Uint8Array,
): string | undefined {
  if ('numeric' in column) {
    const values = table[column.numeric]
    for (let i = 0; i < table.size; i++) if (keep[i] && !matches(values[i] as number)) keep[i] = 0
    return undefined
  }
  const dictionary = table.dictionaries[column.coded]
  const hit = Uint8Array.from(dictionary, (value) => (matches(value) ? 1 : 0))
  const codes = table[column.coded]
  for (let i = 0; i < table.size; i++) if (keep[i] && hit[codes[i] as number] !== 1) keep[i] = 0
  return hit.indexOf(1) === -1 ? undefined : dictionary[hit.indexOf(1)]
}

/**
 * Applies a row's filters (all at once, AND) to both tables. They are related by region, both ways (like a
 * bidirectional relationship in a BI model): filtering Sales keeps the managers of the regions left in Sales,
 * and filtering Managers keeps the sales of the regions left in Managers. So a report filtered to one row
 * never shows another row's manager.
 */
export function applyFilter(filters: readonly ReportFilter[] | undefined): FilteredData {
  const table = salesTable()
  const keep = new Uint8Array(table.size).fill(1)
  let managers: readonly ManagerRow[] = MANAGER_ROWS
  let salesFiltered = false
  let managersFiltered = false
  const captions: FilterCaption[] = []
  for (const filter of filters ?? []) {
    const ref = findColumn(filter.table, filter.column)
    const matches = matcher(filter.meaning, ref.column.type, qualifiedName(ref), filter.value)
    const label = filter.slicerTitle ?? ref.column.label
    if (ref.table === 'Sales') {
      salesFiltered = true
      const spelling = markSales(table, ref.column, matches, keep)
      captions.push({ label, value: spelledAsData(filter.meaning, spelling) })
    } else {
      managersFiltered = true
      const read = ref.column.read
      managers = managers.filter((row) => matches(read(row)))
      captions.push({ label, value: spelledAsData(filter.meaning, managers[0] && read(managers[0])) })
    }
  }
  const regions = table.dictionaries.region
  if (managersFiltered) {
    const kept = Uint8Array.from(regions, (region) => (managers.some((row) => row.region === region) ? 1 : 0))
    for (let i = 0; i < table.size; i++) if (keep[i] && kept[table.region[i] as number] !== 1) keep[i] = 0
  }
  const sales = select(table, (i) => keep[i] === 1)
  if (salesFiltered) {
    const present = new Set<string>()
    for (const i of sales.rows) present.add(regions[table.region[i] as number] as string)
    managers = managers.filter((row) => present.has(row.region))
  }
  return { sales, managers, captions }
}

function spelledAsData(value: FilterMeaning, spelling: string | undefined): FilterMeaning {
  return value.kind === 'text' && spelling !== undefined ? { kind: 'text', text: spelling } : value
}
