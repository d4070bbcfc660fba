import { describe, expect, it } from 'vitest'
import { instantOfWallTime, zoneLabel } from './zone-label.ts'

describe('zoneLabel', () => {
  it.each([
    ['2026-12-01T15:00:00Z', 'America/New_York', 'EST'],
    ['2026-07-01T15:00:00Z', 'America/New_York', 'EDT'],
    ['2026-07-01T15:00:00Z', 'America/Los_Angeles', 'PDT'],
    ['2026-12-01T15:00:00Z', 'Europe/Paris', 'CET'],
    ['2026-07-01T15:00:00Z', 'Europe/Paris', 'CEST'],
    ['2026-07-01T15:00:00Z', 'Europe/London', 'BST'],
    ['2026-12-01T15:00:00Z', 'Europe/London', 'GMT'],
    ['2026-12-01T15:00:00Z', 'UTC', 'UTC'],
    ['2026-12-01T15:00:00Z', 'Asia/Tokyo', 'GMT+9'],
    ['2026-12-01T15:00:00Z', 'Asia/Kolkata', 'GMT+5:30'],
  ])('%s in %s is %s', (at, zone, label) => expect(zoneLabel(new Date(at), zone)).toBe(label))

  it('changes with the DST switch of the instant, not of today', () => {
    // Clocks in New York go forward at 02:00 EST on 8 March 2026 (07:00 UTC).
    expect(zoneLabel(new Date('2026-03-08T06:59:00Z'), 'America/New_York')).toBe('EST')
    expect(zoneLabel(new Date('2026-03-08T07:00:00Z'), 'America/New_York')).toBe('EDT')
  })
})

describe('instantOfWallTime', () => {
  it('reads a start time on the zone clock', () => {
    expect(instantOfWallTime('2026-12-01T10:00:00', 'America/New_York')?.toISOString()).toBe(
      '2026-12-01T15:00:00.000Z',
    )
  })
  it('takes the end of a DST gap for a wall time that does not occur', () => {
    expect(instantOfWallTime('2026-03-08T02:30', 'America/New_York')?.toISOString()).toBe(
      '2026-03-08T07:00:00.000Z',
    )
  })
  it('answers null for text that is not a local date-time', () => {
    expect(instantOfWallTime('tomorrow', 'UTC')).toBeNull()
  })
})
