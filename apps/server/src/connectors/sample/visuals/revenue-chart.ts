import { byRevenue, groupBy } from '../aggregate.ts'
import type { CodedColumn } from '../sales-dataset.ts'
import type { VisualDefinition } from './visual.ts'

/** A bar or donut chart of revenue per value of `column`, largest first (the first `top` only, when given). */
export function revenueChart(
  visual: { name: string; title: string; type: 'bar' | 'donut'; top?: number },
  column: CodedColumn,
): VisualDefinition {
  return {
    name: visual.name,
    title: visual.title,
    kind: 'chart',
    build: ({ sales }) => ({
      type: visual.type,
      format: 'money',
      valueTitle: 'Revenue',
      items: byRevenue(groupBy(sales, column))
        .slice(0, visual.top)
        .map((g) => ({ label: g.label, value: g.revenue })),
    }),
  }
}
