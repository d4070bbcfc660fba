import { describe, expect, it } from 'vitest'
import { parseFilter } from '../connector.ts'
import { filterExpression, filterName } from './report-filter.ts'

describe('Power BI report-level filter (reference §2.9, §5.2)', () => {
  it('escapes names as _xHHHH_', () => {
    expect(filterName('Customer Name')).toBe('Customer_x0020_Name')
    expect(filterName('2Table')).toBe('_x0032_Table')
    expect(filterName('Column+Plus')).toBe('Column_x002B_Plus')
    expect(filterName('表')).toBe('_x8868_')
  })

  it('types values: text quoted with quotes doubled, int(n) bare, ISO dates bare, ranges as ge/le, lists as in', () => {
    const f = (table: string, column: string, value: string) =>
      filterExpression([parseFilter(`${table}/${column}`, value)!])
    expect(f('Customer', 'Customer Name', "O'Neil Ltd")).toBe("Customer/Customer_x0020_Name eq 'O''Neil Ltd'")
    expect(f('Store', 'StoreId', 'int(123)')).toBe('Store/StoreId eq 123')
    expect(f('Calendar', 'Date', '2024-03-31')).toBe('Calendar/Date eq 2024-03-31')
    expect(f('Calendar', 'Date', '2024-01-01/2024-03-31')).toBe(
      'Calendar/Date ge 2024-01-01 and Calendar/Date le 2024-03-31',
    )
    expect(f('Store', 'Territory', 'NC, TN')).toBe("Store/Territory in ('NC','TN')")
  })
})
