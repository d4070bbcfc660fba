import { randomUUID } from 'node:crypto'

export interface FakeView {
  id: string
  name: string
  /** `Workbook/sheets/Sheet`, as Tableau answers. */
  contentUrl: string
  workbookId: string
  projectId: string
  /** The view's data (Query View Data): its fields and rows, what its PDF, image and crosstab show. */
  columns: string[]
  rows: string[][]
  /**
   * The size of the view's PDF in bytes, when a test needs a large one (a dashboard of high-resolution images
   * makes PDFs of tens of MB): the PDF is padded with whitespace after its end, which readers ignore.
   */
  pdfBytes?: number
}

export interface FakeCatalog {
  site: { id: string; contentUrl: string }
  projects: { id: string; name: string; parentProjectId?: string }[]
  workbooks: { id: string; name: string; contentUrl: string; projectId: string }[]
  views: FakeView[]
}

export const REGION_SALES = [
  ['East', 'Japan', '1200'],
  ['East', 'Korea', '800'],
  ['West', 'Brazil', '950'],
  ['West', 'Chile', '400'],
  ['North', 'Norway', '700'],
]

/**
 * A site with a 'Sales' project (workbook 'Sales Pack': 'Regional Sales' with a Region field, 'Recipients',
 * and 'Product Summary' without Region), a nested 'Sales / EMEA' project and a 'Big' project of 122 views.
 */
export function defaultCatalog(): FakeCatalog {
  const site = { id: randomUUID(), contentUrl: 'acme' }
  const sales = { id: randomUUID(), name: 'Sales' }
  const emea = { id: randomUUID(), name: 'EMEA', parentProjectId: sales.id }
  const big = { id: randomUUID(), name: 'Big' }
  const pack = { id: randomUUID(), name: 'Sales Pack', contentUrl: 'SalesPack', projectId: sales.id }
  const many = { id: randomUUID(), name: 'Many Views', contentUrl: 'ManyViews', projectId: big.id }
  const view = (workbook: typeof pack, name: string, columns: string[], rows: string[][]): FakeView => ({
    id: randomUUID(),
    name,
    contentUrl: `${workbook.contentUrl}/sheets/${name.replace(/\s/g, '')}`,
    workbookId: workbook.id,
    projectId: workbook.projectId,
    columns,
    rows,
  })
  return {
    site,
    projects: [sales, emea, big],
    workbooks: [pack, many],
    views: [
      view(pack, 'Regional Sales', ['Region', 'Country', 'Revenue'], REGION_SALES),
      view(
        pack,
        'Recipients',
        ['Region', 'To Email', 'CC Email', 'BCC Email'],
        ['East', 'West'].map((r) => [
          r,
          `to-${r.toLowerCase()}@example.com`,
          `cc-${r.toLowerCase()}@example.com`,
          `bcc-${r.toLowerCase()}@example.com`,
        ]),
      ),
      view(
        pack,
        'Product Summary',
        ['Product', 'Revenue'],
        [
          ['Chairs', '2000'],
          ['Desks', '2050'],
        ],
      ),
      ...Array.from({ length: 122 }, (_, i) => view(many, `View ${i + 1}`, ['Metric'], [[String(i)]])),
    ],
  }
}
