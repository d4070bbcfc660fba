import type { BiVisual } from '../connector.ts'
import * as product from './visuals/product-visuals.ts'
import { regionManagers } from './visuals/recipient-visuals.ts'
import * as sales from './visuals/sales-visuals.ts'
import type { VisualDefinition } from './visuals/visual.ts'

/** One band of a page: its share of the page's height (or the fixed card height) and its visuals' widths. */
export interface PageBand {
  height: number | 'cards'
  cells: { visual: VisualDefinition; width: number }[]
}

export interface PageDefinition {
  name: string
  displayName: string
  bands: PageBand[]
}

export interface ReportDefinition {
  id: string
  name: string
  pages: PageDefinition[]
}

export const SAMPLE_WORKSPACE = { id: 'sample', name: 'Sample workspace' }

const band = (height: PageBand['height'], ...cells: [VisualDefinition, number][]): PageBand => ({
  height,
  cells: cells.map(([visual, width]) => ({ visual, width })),
})

const recipientsPage: PageDefinition = {
  name: 'recipients',
  displayName: 'Recipients',
  bands: [band(1, [regionManagers, 1])],
}

export const SAMPLE_REPORTS: readonly ReportDefinition[] = [
  {
    id: 'sales-overview',
    name: 'Sales Overview',
    pages: [
      {
        name: 'overview',
        displayName: 'Overview',
        bands: [
          band('cards', [sales.keyFigures, 1]),
          band(1, [sales.monthlyRevenueTrend, 2], [sales.revenueByRegion, 1]),
          band(1, [sales.revenueByChannel, 1], [product.categoryByChannel, 2]),
        ],
      },
      {
        name: 'countries',
        displayName: 'Countries',
        bands: [band(1, [sales.salesByCountry, 3], [sales.topCustomers, 2])],
      },
      {
        name: 'monthly',
        displayName: 'Monthly detail',
        bands: [band(1, [sales.monthlyRevenue, 1], [product.categoryTrend, 1])],
      },
      recipientsPage,
    ],
  },
  {
    id: 'product-performance',
    name: 'Product Performance',
    pages: [
      {
        name: 'products',
        displayName: 'Products',
        bands: [
          band('cards', [sales.keyFigures, 1]),
          band(1, [product.topProducts, 3], [product.revenueByProduct, 2]),
        ],
      },
      {
        name: 'categories',
        displayName: 'Categories',
        bands: [
          band(1, [product.revenueByCategory, 1], [product.categoryTrend, 2]),
          band(1, [product.categoryByRegion, 1]),
        ],
      },
      {
        name: 'channels',
        displayName: 'Channels',
        bands: [
          band(1, [product.unitsByChannel, 1], [product.channelSummary, 1]),
          band(1, [sales.revenueByChannel, 1]),
        ],
      },
      recipientsPage,
    ],
  },
]

/** Every visual of a report with the page it sits on. */
export function reportVisuals(
  report: ReportDefinition,
): { definition: VisualDefinition; visual: BiVisual }[] {
  return report.pages.flatMap((page) =>
    page.bands.flatMap((b) =>
      b.cells.map(({ visual }) => ({
        definition: visual,
        visual: { name: visual.name, title: visual.title, kind: visual.kind, page: page.name },
      })),
    ),
  )
}
