import { describe, expect, it } from 'vitest'
import { formatUtcOffset, isValidTimeZone, timeZoneOptions } from './time-zones.ts'

describe('isValidTimeZone', () => {
  it.each(['America/New_York', 'Europe/London', 'Asia/Kolkata', 'Asia/Calcutta', 'Etc/GMT', 'UTC'])(
    'accepts %s',
    (tz) => expect(isValidTimeZone(tz)).toBe(true),
  )
  it.each(['', 'Mars/Olympus', 'America/New York', '+05:00', '-03:00'])('rejects %j', (tz) =>
    expect(isValidTimeZone(tz)).toBe(false),
  )
})

describe('timeZoneOptions', () => {
  const january = timeZoneOptions(new Date('2026-01-15T12:00:00Z'))
  const july = timeZoneOptions(new Date('2026-07-15T12:00:00Z'))
  const label = (options: typeof january, value: string) => options.find((o) => o.value === value)?.label

  it('labels each zone with its offset at the given moment', () => {
    expect(label(january, 'America/New_York')).toBe('(UTC-05:00) America/New_York')
    expect(label(july, 'America/New_York')).toBe('(UTC-04:00) America/New_York')
    expect(label(january, 'Asia/Kathmandu')).toBe('(UTC+05:45) Asia/Kathmandu')
    expect(label(january, 'UTC')).toBe('(UTC+00:00) UTC')
    expect(label(january, 'Etc/GMT')).toBe('(UTC+00:00) Etc/GMT')
    expect(label(january, 'Australia/Lord_Howe')).toBe('(UTC+11:00) Australia/Lord_Howe')
  })

  it('offers current IANA names and only valid zones, once each', () => {
    const values = january.map((o) => o.value)
    expect(values).toContain('Asia/Kolkata')
    expect(values).toContain('Europe/Kyiv')
    expect(values).not.toContain('Asia/Calcutta')
    expect(new Set(values).size).toBe(values.length)
    expect(values.every(isValidTimeZone)).toBe(true)
    expect(values.length).toBeGreaterThan(400)
  })

  it('sorts by offset, then by name', () => {
    const offsetOf = (l: string) => {
      const [, sign, hh, mm] = /^\(UTC([+-])(\d\d):(\d\d)\)/.exec(l) ?? []
      return (sign === '-' ? -1 : 1) * (Number(hh) * 60 + Number(mm))
    }
    const keys = january.map((o) => [offsetOf(o.label), o.value] as const)
    const sorted = [...keys].sort((a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0))
    expect(keys).toEqual(sorted)
    expect(january[0]?.label.startsWith('(UTC-1')).toBe(true)
  })

  it('formats offsets', () => {
    expect(formatUtcOffset(0)).toBe('UTC+00:00')
    expect(formatUtcOffset(-(3 * 60 + 30) * 60_000)).toBe('UTC-03:30')
    expect(formatUtcOffset((12 * 60 + 45) * 60_000)).toBe('UTC+12:45')
  })
})
