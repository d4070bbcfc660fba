import { byRevenue, cents, crossTab, grandTotals, groupBy } from '../aggregate.ts'
import { revenueMatrix } from './matrix.ts'
import { revenueChart } from './revenue-chart.ts'
import type { VisualDefinition } from './visual.ts'

/** Visuals about products, categories and channels. */
export const topProducts: VisualDefinition = {
  name: 'TopProducts',
  title: 'Top products',
  kind: 'table',
  build: ({ sales }) => ({
    type: 'table',
    columns: [
      { title: 'Product', format: 'text' },
      { title: 'Category', format: 'text' },
      { title: 'Revenue', format: 'money' },
      { title: 'Units', format: 'integer' },
      { title: 'Average price', format: 'money' },
    ],
    rows: byRevenue(groupBy(sales, 'product')).map((g) => [
      g.label,
      sales.table.dictionaries.category[sales.table.productCategory[g.code] as number] ?? null,
      g.revenue,
      g.units,
      cents(g.revenue / g.units),
    ]),
  }),
}

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

export const categoryByRegion: VisualDefinition = {
  name: 'CategoryByRegion',
  title: 'Revenue by category and region',
  kind: 'matrix',
  build: ({ sales }) => revenueMatrix(sales, 'Category', 'category', 'region'),
}

export const categoryByChannel: VisualDefinition = {
  name: 'CategoryByChannel',
  title: 'Revenue by category and channel',
  kind: 'matrix',
  build: ({ sales }) => revenueMatrix(sales, 'Category', 'category', 'channel'),
}

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

export const channelSummary: VisualDefinition = {
  name: 'ChannelSummary',
  title: 'Channel summary',
  kind: 'table',
  build: ({ sales }) => {
    const total = grandTotals(sales)
    return {
      type: 'table',
      columns: [
        { title: 'Channel', format: 'text' },
        { title: 'Orders', format: 'integer' },
        { title: 'Units', format: 'integer' },
        { title: 'Revenue', format: 'money' },
        { title: 'Share', format: 'percent' },
      ],
      rows: byRevenue(groupBy(sales, 'channel')).map((g) => [
        g.label,
        g.orders,
        g.units,
        g.revenue,
        g.revenue / total.revenue,
      ]),
      totals: ['Total', total.orders, total.units, total.revenue, total.orders ? 1 : null],
    }
  },
}
