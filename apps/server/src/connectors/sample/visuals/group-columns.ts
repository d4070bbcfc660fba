import { cents, type Totals } from '../aggregate.ts'
import type { GroupColumn } from './group-table.ts'
import type { Cell, CellFormat } from './visual.ts'

/** The group's label; "Total" on the totals line. */
export const label = (title: string, format: CellFormat = 'text'): GroupColumn => ({
  title,
  format,
  cell: (group) => group.label,
  total: () => 'Total',
})

/** The Sales table's parent codes (a country's region …), each with the column it codes into. */
const PARENTS = { countryRegion: 'region', customerCountry: 'country', productCategory: 'category' } as const

/** The name of the group's parent (a product's category, a country's region …); empty on the totals line. */
export const parent = (title: string, codes: keyof typeof PARENTS): GroupColumn => ({
  title,
  format: 'text',
  cell: (group, _all, table) =>
    table.dictionaries[PARENTS[codes]][table[codes][group.code] as number] ?? null,
})

/** The same measure of the group and, on the totals line, of the whole selection. */
const measure = (title: string, format: CellFormat, of: (totals: Totals) => Cell): GroupColumn => ({
  title,
  format,
  cell: of,
  total: of,
})

export const revenue = measure('Revenue', 'money', (t) => t.revenue)
export const units = measure('Units', 'integer', (t) => t.units)
export const orders = measure('Orders', 'integer', (t) => t.orders)
export const averageOrder = measure('Average order', 'money', (t) =>
  t.orders ? cents(t.revenue / t.orders) : null,
)

/** The group's share of the selection's revenue. */
export const share: GroupColumn = {
  title: 'Share',
  format: 'percent',
  cell: (group, all) => group.revenue / all.revenue,
  total: (all) => (all.orders ? 1 : null),
}
