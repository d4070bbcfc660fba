import { describe, expect, it } from 'vitest'
import {
  describeDateTime,
  formatDateOf,
  formatDateTime,
  formatDay,
  formatMonth,
  formatTimeOf,
  formatWallTime,
  formatWeekday,
  parseDay,
  todayIn,
} from './format-date.ts'

// Intl puts a narrow no-break space before AM/PM; read it as a space.
const plain = (text: string | undefined) => text?.replace(/[\u202f\u00a0]/g, ' ')
const DEC_1 = '2026-12-01T15:00:00Z' // 10:00 in New York, 16:00 in Paris, 00:00 on 2 Dec in Tokyo

describe('formatDateTime', () => {
  it.each([
    ['en-GB', 'America/New_York', '1 Dec 2026, 10:00 EST'],
    ['en-US', 'America/New_York', 'Dec 1, 2026, 10:00 EST'],
    ['de-DE', 'Europe/Paris', '1. Dez. 2026, 16:00 CET'],
    ['fr-FR', 'Europe/Paris', '1 déc. 2026, 16:00 CET'],
    ['en-GB', 'Asia/Tokyo', '2 Dec 2026, 00:00 GMT+9'],
    ['en-GB', 'UTC', '1 Dec 2026, 15:00 UTC'],
  ])('%s in %s reads %s', (locale, zone, text) => {
    expect(plain(formatDateTime(DEC_1, zone, locale))).toBe(text)
  })

  it('names the month, so day and month can never be swapped', () => {
    for (const locale of ['en-GB', 'en-US', 'de-DE', 'ja-JP', 'pt-BR']) {
      const text = formatDateTime('2026-03-04T12:00:00Z', 'UTC', locale)
      expect(text).not.toMatch(/\b\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b/)
      expect(text).toMatch(/UTC$/)
    }
  })

  it('labels each side of a DST switch with the zone the instant is in', () => {
    // New York moves its clocks forward at 02:00 EST on 8 March 2026 (07:00 UTC).
    expect(formatDateTime('2026-03-08T06:30:00Z', 'America/New_York', 'en-GB')).toBe('8 Mar 2026, 01:30 EST')
    expect(formatDateTime('2026-03-08T07:30:00Z', 'America/New_York', 'en-GB')).toBe('8 Mar 2026, 03:30 EDT')
    expect(formatDateTime('2026-10-25T00:30:00Z', 'Europe/London', 'en-GB')).toBe('25 Oct 2026, 01:30 BST')
    expect(formatDateTime('2026-10-25T01:30:00Z', 'Europe/London', 'en-GB')).toBe('25 Oct 2026, 01:30 GMT')
  })

  it("uses the reader's zone when none is given, and says which", () => {
    const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone
    expect(formatDateTime(DEC_1)).toBe(formatDateTime(DEC_1, zone))
  })

  it('answers -- for nothing or an unreadable value', () => {
    expect(formatDateTime(null)).toBe('--')
    expect(formatDateTime('not a date', 'UTC')).toBe('--')
  })
})

describe('the other shapes', () => {
  it("an instant's day and time carry the zone", () => {
    expect(formatDateOf(DEC_1, 'Asia/Tokyo', 'en-GB')).toBe('2 Dec 2026 (GMT+9)')
    expect(plain(formatTimeOf(DEC_1, 'America/Los_Angeles', 'en-US'))).toBe('07:00 PST')
  })

  it('spells an instant out for a tooltip', () => {
    expect(plain(describeDateTime(DEC_1, 'America/New_York', 'en-GB'))).toBe(
      'Tuesday, 1 December 2026 at 10:00 EST (America/New_York)',
    )
  })

  it("reads a job's start time on the job's clock", () => {
    expect(formatWallTime('2026-12-01T10:00:00', 'America/New_York', 'en-GB')).toBe('1 Dec 2026, 10:00 EST')
    expect(formatWallTime('2026-07-01T10:00', 'Europe/London', 'en-GB')).toBe('1 Jul 2026, 10:00 BST')
  })

  it('writes calendar days, weekdays and months without a zone', () => {
    expect(formatDay('2026-12-01', 'short', 'en-GB')).toBe('1 Dec 2026')
    expect(formatDay('2026-12-01', 'short', 'en-US')).toBe('Dec 1, 2026')
    expect(formatDay('2026-12-25', 'long', 'en-GB')).toBe('Friday, 25 December 2026')
    expect(formatDay('2026-12-25', 'weekday', 'en-GB')).toBe('Friday')
    expect(formatWeekday(new Date(DEC_1), 'Asia/Tokyo', 'en-GB')).toBe('Wed')
    expect(formatMonth('2026-12', 'en-GB')).toBe('December 2026')
  })
})

describe('parseDay', () => {
  it.each([
    ['2026-12-01', undefined, '2026-12-01'],
    ['1 Dec 2026', 'en-GB', '2026-12-01'],
    ['Dec 1, 2026', 'en-US', '2026-12-01'],
    ['1 December 2026', 'en-GB', '2026-12-01'],
    ['1. Dez. 2026', 'de-DE', '2026-12-01'],
    ['29 Feb 2028', 'en-GB', '2028-02-29'],
  ])('reads %j', (text, locale, day) => expect(parseDay(text, locale)).toBe(day))

  it.each(['01/12/2026', '12/01/2026', '31 Feb 2026', '1 Foo 2026', '', '2026-13-01'])('refuses %j', (text) =>
    expect(parseDay(text, 'en-GB')).toBeNull(),
  )

  it('reads back every day it writes', () => {
    for (const locale of ['en-GB', 'en-US', 'de-DE', 'fr-FR']) {
      expect(parseDay(formatDay('2026-09-30', 'short', locale), locale)).toBe('2026-09-30')
    }
  })
})

describe('todayIn', () => {
  it("knows today's date on another zone's clock", () => {
    const now = new Date('2026-11-21T03:00:00Z')
    expect(todayIn('America/New_York', now)).toBe('2026-11-20')
    expect(todayIn('Asia/Tokyo', now)).toBe('2026-11-21')
  })
})
