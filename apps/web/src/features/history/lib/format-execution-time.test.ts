import { describe, expect, it } from 'vitest'
import { formatExecutionTime, ordinal } from './format-execution-time.ts'

describe('ordinal', () => {
  it('gives each day its English suffix', () => {
    const days = [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 24, 30, 31]
    expect(days.map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '24th',
      '30th',
      '31st',
    ])
  })
})

describe('formatExecutionTime', () => {
  it("formats like 'MMM Do, h:mm A' in the given zone", () => {
    expect(formatExecutionTime('2026-11-21T14:05:00Z', 'America/New_York')).toBe('Nov 21st, 9:05 AM')
    expect(formatExecutionTime('2026-03-02T23:59:00Z', 'UTC')).toBe('Mar 2nd, 11:59 PM')
    expect(formatExecutionTime('2026-01-13T00:00:00Z', 'UTC')).toBe('Jan 13th, 12:00 AM')
  })

  it('uses the browser zone by default and keeps unreadable text as it is', () => {
    expect(formatExecutionTime('2026-11-21T14:05:00Z')).toMatch(/^Nov 2\d(st|nd|th), \d{1,2}:05 (AM|PM)$/)
    expect(formatExecutionTime('not a date')).toBe('not a date')
  })
})
