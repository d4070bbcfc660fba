import { filterValueOf } from '@herald/contracts'
import { findReport } from './catalog.ts'
import { MANAGER_ROWS } from './managers.ts'
import { salesTable } from './sales-dataset.ts'
import { findColumn } from './schema.ts'

const collator = new Intl.Collator('en', { numeric: true })

/** Distinct values of a column: from the dictionary for coded columns, by scanning for numbers. */
function distinctValues(table: string, column: string) {
  const ref = findColumn(table, column)
  if (ref.table === 'Managers') return { ref, values: [...new Set(MANAGER_ROWS.map(ref.column.read))] }
  const sales = salesTable()
  const col = ref.column
  if ('coded' in col) {
    const codes = sales[col.coded]
    const seen = new Uint8Array(sales.dictionaries[col.coded].length)
    for (const code of codes) seen[code] = 1
    return { ref, values: sales.dictionaries[col.coded].filter((_, code) => seen[code] === 1) }
  }
  return { ref, values: [...new Set(sales[col.numeric])] }
}

/**
 * Distinct values of a column, sorted, each written the way a filter value is typed, so that it
 * filters back to the same rows in the one grammar (filterValueOf): text as is (quoted when needed), integers
 * as int(5), decimals as decimal(12.5), dates as ISO.
 */
export function filterValues(reportId: string, table: string, column: string): string[] {
  findReport(reportId)
  const { ref, values } = distinctValues(table, column)
  const texts = values.filter((v): v is string => typeof v === 'string').sort(collator.compare)
  const numbers = values.filter((v): v is number => typeof v === 'number').sort((a, b) => a - b)
  const typed = ref.column.type === 'integer' ? texts.map(Number) : texts
  return [...typed, ...numbers].map(filterValueOf)
}
