import { describe, expect, it } from 'vitest'
import { ConnectorError, parseFilter } from '../connector.ts'
import { applyFilter, type Selection } from './apply-filter.ts'
import { sampleFilterMessages } from './filter-match.ts'
import { salesRow } from './sales-dataset.ts'

const SYNTAX = 'Invalid syntax. Use either "Table/Column" for filters or "Title<>Table/Column" for slicers.'
const rowsOf = (sales: Selection) => Array.from(sales.rows, (i) => salesRow(sales.table, i))
const filtered = (name: string, value: string) => applyFilter([parseFilter(name, value)!])

describe('parseFilter', () => {
  it('reads filters and slicers, trimmed', () => {
    expect(parseFilter(' Sales/Region ', ' East ')).toEqual({
      table: 'Sales',
      column: 'Region',
      value: 'East',
      meaning: { kind: 'text', text: 'East' },
    })
    expect(parseFilter('Region picker<>Sales/Region', 'East')).toEqual({
      table: 'Sales',
      column: 'Region',
      slicerTitle: 'Region picker',
      value: 'East',
      meaning: { kind: 'text', text: 'East' },
    })
  })

  it('is undefined for an empty name (an unfiltered row)', () => {
    expect(parseFilter('', '')).toBeUndefined()
    expect(parseFilter('   ', 'East')).toBeUndefined()
  })

  it.each([
    'Sales',
    'Sales/',
    '/Region',
    'Sales/Region/Extra',
    '<>Sales/Region',
    'A<>B<>Sales/Region',
    'Sales\\Region',
  ])('rejects %s with the spec message', (name) => {
    expect(() => parseFilter(name, 'x')).toThrow(new ConnectorError(SYNTAX))
  })
})

describe('applyFilter', () => {
  it('keeps only the matching rows, comparing text without regard to case', () => {
    const { sales, captions } = filtered('sales/region', 'east')
    const rows = rowsOf(sales)
    expect(rows.length).toBeGreaterThan(10_000)
    expect(rows.every((row) => row.region === 'East')).toBe(true)
    expect(captions).toEqual([{ label: 'Region', value: { kind: 'text', text: 'East' } }])
  })

  it('filters numbers written as int(n); plain digits are text, which a number column refuses (ADR 0046)', () => {
    const five = rowsOf(filtered('Sales/Units', 'int(5)').sales)
    expect(five.length).toBeGreaterThan(0)
    expect(five.every((row) => row.units === 5)).toBe(true)
    expect(() => filtered('Sales/Units', '5')).toThrow(sampleFilterMessages.number('Sales/Units', '5'))
  })

  it('applies several filters at once (AND) and captions each: Region and Year', () => {
    const data = applyFilter([parseFilter('Sales/Region', 'East')!, parseFilter('Sales/Year', 'int(2025)')!])
    const rows = rowsOf(data.sales)
    expect(rows.length).toBeGreaterThan(1000)
    expect(rows.every((row) => row.region === 'East' && row.date.startsWith('2025-'))).toBe(true)
    expect(data.managers.map((m) => m.region)).toEqual(['East'])
    expect(data.captions.map((c) => c.label)).toEqual(['Region', 'Year'])
    const both = applyFilter([
      parseFilter('Sales/Region', 'East,West')!,
      parseFilter('Sales/Year', 'int(2024)')!,
    ])
    expect(new Set(rowsOf(both.sales).map((row) => `${row.region} ${row.date.slice(0, 4)}`))).toEqual(
      new Set(['East 2024', 'West 2024']),
    )
  })

  it('filters an ISO date and an ISO 8601 date range, inclusive', () => {
    const day = rowsOf(filtered('Sales/Date', '2025-03-01').sales)
    expect(day.length).toBeGreaterThan(0)
    expect(day.every((row) => row.date === '2025-03-01')).toBe(true)
    const quarter = rowsOf(filtered('Sales/Date', '2025-01-01/2025-03-31').sales)
    expect(new Set(quarter.map((row) => row.date.slice(0, 7)))).toEqual(
      new Set(['2025-01', '2025-02', '2025-03']),
    )
    expect(quarter.some((row) => row.date === '2025-03-31')).toBe(true)
  })

  it('shows the slicer title instead of the column name', () => {
    expect(filtered('Region picker<>Sales/Region', 'West').captions[0]?.label).toBe('Region picker')
  })

  it('throws on an unknown table or column, listing the columns, rather than showing everything', () => {
    for (const name of ['Sales/Regoin', 'Sale/Region', 'Picker<>Sales/Regoin']) {
      const error = (() => {
        try {
          filtered(name, 'East')
        } catch (e) {
          return e
        }
      })()
      expect(error).toBeInstanceOf(ConnectorError)
      expect((error as Error).message).toMatch(
        /^Unknown filter column ".+"\. Available: Sales\/Date, Sales\/Year, Sales\/Region, /,
      )
    }
  })

  it('throws on a value of the wrong type', () => {
    expect(() => filtered('Sales/Units', 'five')).toThrow(ConnectorError)
    expect(() => filtered('Sales/Date', '2025-02-30')).toThrow(ConnectorError)
    expect(() => filtered('Sales/Date', '2025-03-31/2025-01-01')).toThrow(ConnectorError)
    expect(() => filtered('Sales/Region', 'int(5)')).toThrow(ConnectorError)
  })

  it('matches nothing, without an error, for an unknown value', () => {
    const data = filtered('Sales/Region', 'Atlantis')
    expect(data.sales.rows.length).toBe(0)
    expect(data.managers).toEqual([])
  })

  it('relates Sales and Managers by region, both ways', () => {
    expect(filtered('Sales/Country', 'Japan').managers.map((m) => m.region)).toEqual(['East'])
    const byManager = filtered('Managers/Region', 'North')
    expect(byManager.managers.map((m) => m.toEmail)).toEqual(['north.manager@example.com'])
    expect(new Set(rowsOf(byManager.sales).map((row) => row.region))).toEqual(new Set(['North']))
  })
})
