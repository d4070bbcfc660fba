import { byRevenue, cents, crossTab, groupBy } from '../aggregate.ts'
import * as column from './group-columns.ts'
import { groupTable } from './group-table.ts'
import { revenueMatrix } from './matrix.ts'
import { revenueChart } from './revenue-chart.ts'
import type { VisualDefinition } from './visual.ts'

/** Visuals about products, categories and channels. */
export const topProducts = groupTable({
  name: 'TopProducts',
  title: 'Top products',
  groups: (sales) => byRevenue(groupBy(sales, 'product')),
  columns: [
    column.label('Product'),
    column.parent('Category', 'productCategory'),
    column.revenue,
    column.units,
    { title: 'Average price', format: 'money', cell: (g) => cents(g.revenue / g.units) },
  ],
})

export const revenueByProduct = revenueChart(
  { name: 'RevenueByProduct', title: 'Revenue by product (top 10)', type: 'bar', top: 10 },
  'product',
)

export const revenueByCategory = revenueChart(
  { name: 'RevenueByCategory', title: 'Revenue by category', type: 'donut' },
  'category',
)

export const categoryTrend: VisualDefinition = {
  name: 'CategoryTrend',
  title: 'Monthly revenue by category',
  kind: 'chart',
  build: ({ sales }) => {
    const tab = crossTab(sales, 'category', 'month')
    return {
      type: 'line',
      format: 'money',
      months: tab.columns.map((m) => m.label),
      series: tab.rows.map((c) => ({
        name: c.label,
        values: tab.columns.map((m) => tab.revenue(c.code, m.code)),
      })),
    }
  },
}

export const categoryByRegion = revenueMatrix(
  { name: 'CategoryByRegion', title: 'Revenue by category and region' },
  'Category',
  'category',
  'region',
)

export const categoryByChannel = revenueMatrix(
  { name: 'CategoryByChannel', title: 'Revenue by category and channel' },
  'Category',
  'category',
  'channel',
)

export const unitsByChannel: VisualDefinition = {
  name: 'UnitsByChannel',
  title: 'Units by channel',
  kind: 'chart',
  build: ({ sales }) => ({
    type: 'bar',
    format: 'integer',
    valueTitle: 'Units',
    items: groupBy(sales, 'channel')
      .sort((a, b) => b.units - a.units)
      .map((g) => ({ label: g.label, value: g.units })),
  }),
}

export const channelSummary = groupTable({
  name: 'ChannelSummary',
  title: 'Channel summary',
  groups: (sales) => byRevenue(groupBy(sales, 'channel')),
  columns: [column.label('Channel'), column.orders, column.units, column.revenue, column.share],
  totals: true,
})
