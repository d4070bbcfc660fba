/** The small report the fake `reportEmbed` page holds: three pages over one Sales table. */
export interface FakeEmbedVisual {
  name: string
  title: string
  /** Power BI's visual types: tableEx (table), pivotTable (matrix), card, slicer, textbox. */
  type: 'tableEx' | 'pivotTable' | 'card' | 'slicer' | 'textbox'
  /** Sales columns the visual shows (summed by the first one); a slicer's column is what it slices. */
  columns: string[]
}

export interface FakeEmbedPage {
  name: string
  displayName: string
  visuals: FakeEmbedVisual[]
}

export interface FakeEmbedReport {
  id: string
  name: string
  pages: FakeEmbedPage[]
  /** The 'Sales' table: Region (text), Date (ISO day), Units (whole number), Amount (decimal). */
  sales: { Region: string; Date: string; Units: number; Amount: number }[]
}

export function defaultEmbedReport(): FakeEmbedReport {
  return {
    id: 'b1f3c7a2-4d5e-4f60-9a1b-2c3d4e5f6a7b',
    name: 'Regional Sales',
    pages: [
      {
        name: 'ReportSection1a2b',
        displayName: 'Overview',
        visuals: [
          { name: 'slicer01', title: 'Region', type: 'slicer', columns: ['Region'] },
          {
            name: 'table01',
            title: 'Sales by Region',
            type: 'tableEx',
            columns: ['Region', 'Units', 'Amount'],
          },
          { name: 'card01', title: 'Total Amount', type: 'card', columns: ['Amount'] },
        ],
      },
      {
        name: 'ReportSection3c4d',
        displayName: 'Details',
        visuals: [
          { name: 'slicer02', title: 'Region', type: 'slicer', columns: ['Region'] },
          {
            name: 'matrix01',
            title: 'Units by Date',
            type: 'pivotTable',
            columns: ['Date', 'Region', 'Units'],
          },
        ],
      },
      {
        name: 'ReportSection5e6f',
        displayName: 'Notes',
        visuals: [
          { name: 'text01', title: '', type: 'textbox', columns: [] },
          {
            name: 'table02',
            title: 'All Sales',
            type: 'tableEx',
            columns: ['Date', 'Region', 'Units', 'Amount'],
          },
        ],
      },
    ],
    sales: [
      { Region: 'East', Date: '2025-01-15', Units: 120, Amount: 1200.5 },
      { Region: 'West', Date: '2025-02-10', Units: 80, Amount: 980 },
      { Region: 'North', Date: '2025-03-05', Units: 45, Amount: 455.25 },
      { Region: 'East', Date: '2025-03-20', Units: 30, Amount: 300 },
    ],
  }
}
