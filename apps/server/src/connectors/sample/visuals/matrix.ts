import { crossTab } from '../aggregate.ts'
import type { Selection } from '../apply-filter.ts'
import type { CodedColumn } from '../sales-dataset.ts'
import type { Cell, VisualData, VisualDefinition } from './visual.ts'

/**
 * A matrix of revenue: one row per member of `rowColumn` (largest first), one column per member of
 * `columnColumn` present in the selection, with row and column totals.
 */
export function revenueMatrix(
  visual: { name: string; title: string },
  rowTitle: string,
  rowColumn: CodedColumn,
  columnColumn: CodedColumn,
): VisualDefinition {
  return {
    name: visual.name,
    title: visual.title,
    kind: 'matrix',
    build: ({ sales }) => matrixData(sales, rowTitle, rowColumn, columnColumn),
  }
}

function matrixData(
  sales: Selection,
  rowTitle: string,
  rowColumn: CodedColumn,
  columnColumn: CodedColumn,
): VisualData {
  const tab = crossTab(sales, rowColumn, columnColumn)
  const rows = [...tab.rows]
    .sort((a, b) => b.revenue - a.revenue)
    .map((r): Cell[] => [r.label, ...tab.columns.map((c) => tab.revenue(r.code, c.code)), r.revenue])
  const grand = tab.rows.reduce((sum, r) => sum + r.revenue, 0)
  return {
    type: 'table',
    columns: [
      { title: rowTitle, format: 'text' },
      ...tab.columns.map((c) => ({ title: c.label, format: 'money' as const })),
      { title: 'Total', format: 'money' },
    ],
    rows,
    totals: ['Total', ...tab.columns.map((c) => c.revenue), Math.round(grand * 100) / 100],
  }
}
