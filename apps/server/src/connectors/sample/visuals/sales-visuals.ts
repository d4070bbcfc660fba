import { byRevenue, cents, distinctCount, grandTotals, groupBy } from '../aggregate.ts'
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

export const salesByCountry: VisualDefinition = {
  name: 'SalesByCountry',
  title: 'Sales by country',
  kind: 'table',
  build: ({ sales }) => {
    const total = grandTotals(sales)
    const { countryRegion, dictionaries } = sales.table
    return {
      type: 'table',
      columns: [
        { title: 'Country', format: 'text' },
        { title: 'Region', format: 'text' },
        { title: 'Revenue', format: 'money' },
        { title: 'Units', format: 'integer' },
        { title: 'Orders', format: 'integer' },
        { title: 'Share', format: 'percent' },
      ],
      rows: byRevenue(groupBy(sales, 'country')).map((g) => [
        g.label,
        dictionaries.region[countryRegion[g.code] as number] ?? null,
        g.revenue,
        g.units,
        g.orders,
        g.revenue / total.revenue,
      ]),
      totals: ['Total', null, total.revenue, total.units, total.orders, total.orders ? 1 : null],
    }
  },
}

export const topCustomers: VisualDefinition = {
  name: 'TopCustomers',
  title: 'Top customers',
  kind: 'table',
  build: ({ sales }) => {
    const { customerCountry, dictionaries } = sales.table
    return {
      type: 'table',
      columns: [
        { title: 'Customer', format: 'text' },
        { title: 'Country', format: 'text' },
        { title: 'Orders', format: 'integer' },
        { title: 'Revenue', format: 'money' },
      ],
      rows: byRevenue(groupBy(sales, 'customerEmail'))
        .slice(0, 25)
        .map((g) => [
          g.label,
          dictionaries.country[customerCountry[g.code] as number] ?? null,
          g.orders,
          g.revenue,
        ]),
    }
  },
}

export const monthlyRevenue: VisualDefinition = {
  name: 'MonthlyRevenue',
  title: 'Monthly revenue detail',
  kind: 'table',
  build: ({ sales }) => {
    const total = grandTotals(sales)
    return {
      type: 'table',
      columns: [
        { title: 'Month', format: 'month' },
        { title: 'Revenue', format: 'money' },
        { title: 'Units', format: 'integer' },
        { title: 'Orders', format: 'integer' },
        { title: 'Average order', format: 'money' },
      ],
      rows: groupBy(sales, 'month').map((g) => [
        g.label,
        g.revenue,
        g.units,
        g.orders,
        cents(g.revenue / g.orders),
      ]),
      totals: [
        'Total',
        total.revenue,
        total.units,
        total.orders,
        total.orders ? cents(total.revenue / total.orders) : null,
      ],
    }
  },
}
