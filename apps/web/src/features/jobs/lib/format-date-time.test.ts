import { describe, expect, it } from 'vitest'
import { formatDateTime, formatLocalDateTime } from './format-date-time.ts'
import { parsePage, parseSort, toggleSort } from './list-params.ts'
import { todayIn } from './zone-date.ts'

describe('dates and list parameters', () => {
  it("formats instants as 'DD/MM/YY HH:mm' in a zone, and nothing as '--'", () => {
    expect(formatDateTime('2026-11-20T15:04:00Z', 'America/New_York')).toBe('20/11/26 10:04')
    expect(formatDateTime('2026-11-20T23:30:00Z', 'Asia/Tokyo')).toBe('21/11/26 08:30')
    expect(formatDateTime(null)).toBe('--')
    expect(formatLocalDateTime('2026-12-01T10:00:00')).toBe('01/12/26 10:00')
  })

  it("knows today's date on another zone's clock", () => {
    const now = new Date('2026-11-21T03:00:00Z')
    expect(todayIn('America/New_York', now)).toBe('2026-11-20')
    expect(todayIn('Asia/Tokyo', now)).toBe('2026-11-21')
  })

  it('reads and toggles the sort and the page from the URL', () => {
    expect(parseSort('name,desc')).toEqual({ field: 'name', direction: 'desc' })
    expect(parseSort('password,asc')).toEqual({ field: 'id', direction: 'asc' })
    expect(toggleSort({ field: 'name', direction: 'asc' }, 'name')).toEqual({
      field: 'name',
      direction: 'desc',
    })
    expect(toggleSort({ field: 'name', direction: 'desc' }, 'status')).toEqual({
      field: 'status',
      direction: 'asc',
    })
    expect(parsePage('3')).toBe(2)
    expect(parsePage('-1')).toBe(0)
    expect(parsePage(null)).toBe(0)
  })
})
