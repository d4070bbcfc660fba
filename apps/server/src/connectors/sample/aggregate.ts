import type { Selection } from './apply-filter.ts'
import type { CodedColumn } from './sales-dataset.ts'

export interface Totals {
  revenue: number
  units: number
  orders: number
}

/** Totals of one member of a coded column. */
export interface Group extends Totals {
  label: string
  code: number
}

/** Rounds money to cents (sums of floats drift). */
export const cents = (value: number) => Math.round(value * 100) / 100

/** Totals per member present in the selection, in dictionary order (chronological for dates). */
export function groupBy({ table, rows }: Selection, column: CodedColumn): Group[] {
  const dictionary = table.dictionaries[column]
  const codes = table[column]
  const revenue = new Float64Array(dictionary.length)
  const units = new Float64Array(dictionary.length)
  const orders = new Uint32Array(dictionary.length)
  const values = table.revenue
  const counts = table.units
  for (let k = 0; k < rows.length; k++) {
    const i = rows[k] as number
    const code = codes[i] as number
    revenue[code] = (revenue[code] as number) + (values[i] as number)
    units[code] = (units[code] as number) + (counts[i] as number)
    orders[code] = (orders[code] as number) + 1
  }
  const groups: Group[] = []
  dictionary.forEach((label, code) => {
    const count = orders[code] as number
    if (count > 0)
      groups.push({
        label,
        code,
        revenue: cents(revenue[code] as number),
        units: units[code] as number,
        orders: count,
      })
  })
  return groups
}

export function byRevenue(groups: Group[]): Group[] {
  return [...groups].sort((a, b) => b.revenue - a.revenue)
}

export function grandTotals({ table, rows }: Selection): Totals {
  let revenue = 0
  let units = 0
  for (let k = 0; k < rows.length; k++) {
    const i = rows[k] as number
    revenue += table.revenue[i] as number
    units += table.units[i] as number
  }
  return { revenue: cents(revenue), units, orders: rows.length }
}

export function distinctCount({ table, rows }: Selection, column: CodedColumn): number {
  const seen = new Uint8Array(table.dictionaries[column].length)
  const codes = table[column]
  let count = 0
  for (let k = 0; k < rows.length; k++) {
    const code = codes[rows[k] as number] as number
    if (seen[code] === 0) {
      seen[code] = 1
      count++
    }
  }
  return count
}

/** Revenue by two columns at once (matrices, series over months). */
export interface CrossTab {
  rows: Group[]
  columns: Group[]
  revenue: (rowCode: number, columnCode: number) => number
}

export function crossTab(selection: Selection, rowColumn: CodedColumn, columnColumn: CodedColumn): CrossTab {
  const { table, rows } = selection
  const width = table.dictionaries[columnColumn].length
  const cells = new Float64Array(table.dictionaries[rowColumn].length * width)
  const rowCodes = table[rowColumn]
  const columnCodes = table[columnColumn]
  for (let k = 0; k < rows.length; k++) {
    const i = rows[k] as number
    const cell = (rowCodes[i] as number) * width + (columnCodes[i] as number)
    cells[cell] = (cells[cell] as number) + (table.revenue[i] as number)
  }
  return {
    rows: groupBy(selection, rowColumn),
    columns: groupBy(selection, columnColumn),
    revenue: (r, c) => cents(cells[r * width + c] as number),
  }
}
