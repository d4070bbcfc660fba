import { grandTotals, type Group, type Totals } from '../aggregate.ts'
import type { Selection } from '../apply-filter.ts'
import type { SalesTable } from '../sales-dataset.ts'
import type { Cell, CellFormat, VisualDefinition } from './visual.ts'

/** A column of a group table: its cell for one group (`all`: the selection's totals) and on the totals line. */
export interface GroupColumn {
  title: string
  format: CellFormat
  cell: (group: Group, all: Totals, table: SalesTable) => Cell
  /** Empty on the totals line when not given. */
  total?: (all: Totals) => Cell
}

/** A table visual with one line per group of the selection and, when `totals` is set, a totals line. */
export function groupTable(visual: {
  name: string
  title: string
  groups: (sales: Selection) => Group[]
  columns: GroupColumn[]
  totals?: boolean
}): VisualDefinition {
  const { columns } = visual
  return {
    name: visual.name,
    title: visual.title,
    kind: 'table',
    build: ({ sales }) => {
      const all = grandTotals(sales)
      return {
        type: 'table',
        columns: columns.map(({ title, format }) => ({ title, format })),
        rows: visual.groups(sales).map((group) => columns.map((c) => c.cell(group, all, sales.table))),
        ...(visual.totals && { totals: columns.map((c) => c.total?.(all) ?? null) }),
      }
    },
  }
}
