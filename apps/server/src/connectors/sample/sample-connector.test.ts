import { describe, expect, it } from 'vitest'
import { ConnectorError, parseFilter } from '../connector.ts'
import { createSampleConnector } from './index.ts'

const connector = createSampleConnector()
const east = parseFilter('Sales/Region', 'East')

describe('the sample connector: listing', () => {
  it('lists the workspace, its reports, pages and named visuals', async () => {
    expect(await connector.listWorkspaces()).toEqual([{ id: 'sample', name: 'Sample workspace' }])
    const reports = await connector.listReports('sample')
    expect(reports.map((r) => [r.id, r.name])).toEqual([
      ['sales-overview', 'Sales Overview'],
      ['product-performance', 'Product Performance'],
    ])
    const pages = await connector.listPages('sales-overview')
    expect(pages.length).toBeGreaterThanOrEqual(3)
    expect(pages[0]).toEqual({ name: 'overview', displayName: 'Overview' })
    const visuals = await connector.listVisuals('sales-overview')
    expect(visuals).toContainEqual({
      name: 'SalesByCountry',
      title: 'Sales by country',
      kind: 'table',
      page: 'countries',
    })
    expect(visuals.map((v) => v.name)).toEqual(expect.arrayContaining(['MonthlyRevenue', 'RegionManagers']))
    expect(new Set(visuals.map((v) => v.name)).size).toBe(visuals.length)
  })

  it('explains unknown workspaces, reports and visuals', async () => {
    await expect(connector.listReports('nope')).rejects.toThrow(ConnectorError)
    await expect(connector.listPages('nope')).rejects.toThrow(
      'Unknown report "nope". Available: "sales-overview", "product-performance"',
    )
    await expect(
      connector.exportVisuals({ reportId: 'sales-overview', visualNames: ['Nope'], locale: 'en-US' }),
    ).rejects.toThrow(/^Unknown visual "Nope" in report "Sales Overview"\. Available: "KeyFigures", /)
  })
})

async function exportTables(request: Parameters<typeof connector.exportVisuals>[0]) {
  const data = await connector.exportVisuals(request)
  if (data.kind !== 'tables') throw new Error('expected tables')
  return data.tables
}

describe('the sample connector: data', () => {
  it('exports the named tables filtered to the region, with raw numbers', async () => {
    const [countries, managers] = await exportTables({
      reportId: 'sales-overview',
      visualNames: ['SalesByCountry', 'regionmanagers'],
      filters: [east!],
      locale: 'de-DE',
    })
    expect(countries?.columns).toEqual(['Country', 'Region', 'Revenue', 'Units', 'Orders', 'Share'])
    expect(countries?.rows.map((row) => row[1])).toEqual(['East', 'East', 'East', 'East', 'East'])
    expect(countries?.rows.map((row) => row[0])).toContain('Japan')
    expect(typeof countries?.rows[0]?.[2]).toBe('number')
    expect(managers?.rows).toEqual([
      ['East', 'east.manager@example.com', 'east.lead@example.com', 'reports.audit@example.com'],
    ])
  })

  it("exports every table and matrix for 'All', and shows differing figures per region", async () => {
    const all = await exportTables({
      reportId: 'product-performance',
      visualNames: 'All',
      locale: 'en-US',
    })
    expect(all.map((t) => t.name)).toEqual([
      'TopProducts',
      'CategoryByRegion',
      'ChannelSummary',
      'RegionManagers',
    ])
    const revenue = async (region: string) =>
      (
        await exportTables({
          reportId: 'sales-overview',
          visualNames: ['KeyFigures'],
          filters: [parseFilter('Sales/Region', region)!],
          locale: 'en-US',
        })
      )[0]?.rows[0]?.[0]
    expect(await revenue('East')).not.toEqual(await revenue('West'))
  })

  it('reads sorted distinct filter values that filter back to rows', async () => {
    expect(await connector.filterValues('sales-overview', 'Sales', 'Region')).toEqual([
      'Central',
      'East',
      'North',
      'South',
      'West',
    ])
    const units = await connector.filterValues('sales-overview', 'sales', 'units')
    expect(units).toEqual(Array.from({ length: 12 }, (_, i) => `int(${i + 1})`))
    const dates = await connector.filterValues('sales-overview', 'Sales', 'Date')
    expect([dates.length, dates[0], dates.at(-1)]).toEqual([731, '2024-01-01', '2025-12-31'])
    await expect(connector.filterValues('sales-overview', 'Sales', 'Nope')).rejects.toThrow(ConnectorError)
  })

  it('reads Automated Input recipients from the RegionManagers table', async () => {
    const rows = await connector.recipientRows('sales-overview', 'RegionManagers', 'Sales/Region')
    expect(rows).toHaveLength(5)
    expect(rows[0]).toEqual({
      filterValue: 'East',
      toEmail: 'east.manager@example.com',
      ccEmail: 'east.lead@example.com',
      bccEmail: 'reports.audit@example.com',
    })
    await expect(connector.recipientRows('sales-overview', 'RegionManagers', 'Country')).rejects.toThrow(
      /has no column "Country"/,
    )
    await expect(connector.recipientRows('sales-overview', 'SalesByCountry', 'Country')).rejects.toThrow(
      /has no "To Email" column/,
    )
  })
})
