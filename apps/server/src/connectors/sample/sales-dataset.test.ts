import { describe, expect, it } from 'vitest'
import { REGION_PROFILES, REGIONS } from './dimensions.ts'
import { MANAGER_ROWS } from './managers.ts'
import { SAMPLE_REPORTS } from './reports.ts'
import { FIRST_DATE, generateSales, LAST_DATE, salesRow, salesTable } from './sales-dataset.ts'

const FORBIDDEN = /east|west|north|south|central/i

describe('the sample Sales table', () => {
  const table = salesTable()

  it('holds at least 50,000 rows over 2024–2025', () => {
    expect(table.size).toBeGreaterThanOrEqual(50_000)
    expect(salesRow(table, 0).date).toBe(FIRST_DATE)
    expect(salesRow(table, table.size - 1).date).toBe(LAST_DATE)
  })

  it('is the same on every generation, and cached per process', () => {
    const again = generateSales()
    for (const column of [
      'date',
      'region',
      'country',
      'product',
      'channel',
      'customerEmail',
      'units',
    ] as const)
      expect(again[column]).toEqual(table[column])
    expect(again.revenue).toEqual(table.revenue)
    expect(salesTable()).toBe(table)
    expect(salesRow(table, 12_345)).toEqual({
      date: '2024-05-30',
      region: 'Central',
      country: 'Czechia',
      product: 'Running Shoes',
      category: 'Apparel',
      channel: 'Online',
      revenue: 107.01,
      units: 1,
      customerEmail: 'buyer60.czechia@example.org',
    })
  })

  it('has exactly the five regions, each with its own countries', () => {
    expect(table.dictionaries.region).toEqual(['East', 'West', 'North', 'South', 'Central'])
    const countriesOf = (region: string) => {
      const seen = new Set<string>()
      for (let i = 0; i < table.size; i++)
        if (table.dictionaries.region[table.region[i] as number] === region)
          seen.add(table.dictionaries.country[table.country[i] as number] as string)
      return seen
    }
    const all = REGIONS.map(countriesOf)
    expect(all.every((countries) => countries.size === 5)).toBe(true)
    expect(new Set(all.flatMap((countries) => [...countries])).size).toBe(25)
  })

  it('spells no region name anywhere but the region column', () => {
    const { region: _region, ...others } = table.dictionaries
    const texts = [
      ...Object.values(others).flat(),
      ...REGION_PROFILES.flatMap((p) => p.countries.map((c) => c.slug)),
      ...SAMPLE_REPORTS.flatMap((r) => [
        r.name,
        ...r.pages.flatMap((p) => [
          p.name,
          p.displayName,
          ...p.bands.flatMap((b) => b.cells.map((c) => c.visual.title)),
        ]),
      ]),
      'Sample workspace',
    ]
    expect(texts.filter((text) => FORBIDDEN.test(text))).toEqual([])
    // Manager addresses name their own region only.
    for (const row of MANAGER_ROWS) {
      const words = [row.toEmail, row.ccEmail, row.bccEmail].flatMap(
        (e) => e.match(/east|west|north|south|central/gi) ?? [],
      )
      expect(words.map((w) => w.toLowerCase())).toEqual([row.region.toLowerCase(), row.region.toLowerCase()])
    }
  })
})
