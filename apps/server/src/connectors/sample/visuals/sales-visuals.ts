import { byRevenue, cents, distinctCount, grandTotals, groupBy } from '../aggregate.ts'
import * as column from './group-columns.ts'
import { groupTable } from './group-table.ts'
import { revenueChart } from './revenue-chart.ts'
import type { VisualDefinition } from './visual.ts'

/** Visuals about revenue over time, places and customers. */
export const keyFigures: VisualDefinition = {
  name: 'KeyFigures',
  title: 'Key figures',
  kind: 'card',
  build: ({ sales }) => {
    const totals = grandTotals(sales)
    return {
      type: 'kpi',
      items: [
        { label: 'Revenue', value: totals.revenue, format: 'money' },
        { label: 'Units', value: totals.units, format: 'integer' },
        { label: 'Orders', value: totals.orders, format: 'integer' },
        { label: 'Customers', value: distinctCount(sales, 'customerEmail'), format: 'integer' },
        {
          label: 'Average order',
          value: totals.orders ? cents(totals.revenue / totals.orders) : 0,
          format: 'money',
        },
      ],
    }
  },
}

export const monthlyRevenueTrend: VisualDefinition = {
  name: 'MonthlyRevenueTrend',
  title: 'Monthly revenue',
  kind: 'chart',
  build: ({ sales }) => {
    const months = groupBy(sales, 'month')
    return {
      type: 'line',
      format: 'money',
      months: months.map((g) => g.label),
      series: [{ name: 'Revenue', values: months.map((g) => g.revenue) }],
    }
  },
}

export const revenueByRegion = revenueChart(
  { name: 'RevenueByRegion', title: 'Revenue by region', type: 'bar' },
  'region',
)

export const revenueByChannel = revenueChart(
  { name: 'RevenueByChannel', title: 'Revenue by channel', type: 'donut' },
  'channel',
)

export const salesByCountry = groupTable({
  name: 'SalesByCountry',
  title: 'Sales by country',
  groups: (sales) => byRevenue(groupBy(sales, 'country')),
  columns: [
    column.label('Country'),
    column.parent('Region', 'countryRegion'),
    column.revenue,
    column.units,
    column.orders,
    column.share,
  ],
  totals: true,
})

export const topCustomers = groupTable({
  name: 'TopCustomers',
  title: 'Top customers',
  groups: (sales) => byRevenue(groupBy(sales, 'customerEmail')).slice(0, 25),
  columns: [
    column.label('Customer'),
    column.parent('Country', 'customerCountry'),
    column.orders,
    column.revenue,
  ],
})

export const monthlyRevenue = groupTable({
  name: 'MonthlyRevenue',
  title: 'Monthly revenue detail',
  groups: (sales) => groupBy(sales, 'month'),
  columns: [column.label('Month', 'month'), column.revenue, column.units, column.orders, column.averageOrder],
  totals: true,
})
