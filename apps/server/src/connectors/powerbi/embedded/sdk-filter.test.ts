import { filterMessages, filterValueMessages } from '@herald/contracts'
import { describe, expect, it } from 'vitest'
import { ConnectorError, parseFilter } from '../../connector.ts'
import { sdkFilter, sdkFilterMessages } from './sdk-filter.ts'

const filterOf = (name: string, value: string) => sdkFilter(parseFilter(name, value)!)
const basic = (column: string, values: (string | number)[]) => ({
  $schema: 'http://powerbi.com/product/schema#basic',
  target: { table: 'Sales', column },
  filterType: 1,
  operator: 'In',
  values,
  requireSingleSelection: false,
})

describe('the SDK filter for a row value', () => {
  it('keeps text as text, int(…) as numbers, and comma-separated values in one In', () => {
    expect(filterOf('Sales/Region', ' East ')).toEqual(basic('Region', ['East']))
    expect(filterOf('Sales/Units', 'int( 80 )')).toEqual(basic('Units', [80]))
    expect(filterOf('Region<>Sales/Region', 'East, int(-3),West')).toEqual(
      basic('Region', ['East', -3, 'West']),
    )
    expect(filterOf('Sales/Code', '007')).toEqual(basic('Code', ['007']))
  })

  it('makes an ISO day or day range an advanced filter from the first midnight to the midnight after the last day', () => {
    expect(filterOf('Sales/Date', '2024-02-29')).toEqual({
      $schema: 'http://powerbi.com/product/schema#advanced',
      target: { table: 'Sales', column: 'Date' },
      filterType: 0,
      logicalOperator: 'And',
      conditions: [
        { operator: 'GreaterThanOrEqual', value: '2024-02-29T00:00:00.000Z' },
        { operator: 'LessThan', value: '2024-03-01T00:00:00.000Z' },
      ],
    })
    expect(filterOf('Sales/Date', '2025-12-01/2025-12-31')).toMatchObject({
      conditions: [
        { operator: 'GreaterThanOrEqual', value: '2025-12-01T00:00:00.000Z' },
        { operator: 'LessThan', value: '2026-01-01T00:00:00.000Z' },
      ],
    })
  })

  it.each([
    ['Sales/Units', 'int(1.5)', filterValueMessages.intNotWhole('int(1.5)')],
    ['Sales/Units', 'int()', filterValueMessages.intNotWhole('int()')],
    ['Sales/Date', '2025-02-30', filterValueMessages.badDate('2025-02-30')],
    ['Sales/Date', '2025-03-31/2025-01-01', filterValueMessages.badRange('2025-03-31/2025-01-01')],
  ])('refuses %s = %s with the grammar’s message, before any SDK filter is made', (name, value, message) => {
    expect(() => filterOf(name, value)).toThrow(new ConnectorError(filterMessages.badValue(name, message)))
  })

  it('refuses a list of dates, which one SDK filter cannot express, saying what to write', () => {
    expect(() => filterOf('Sales/Date', '2025-01-01,2025-02-01')).toThrow(
      new ConnectorError(sdkFilterMessages.datesInList('Date', '2025-01-01,2025-02-01')),
    )
  })
})
