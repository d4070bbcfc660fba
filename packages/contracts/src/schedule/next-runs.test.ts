import { describe, expect, it } from 'vitest'
import { nextRun, nextRuns, scheduleCron, type Schedule } from './next-runs.ts'

const base: Schedule = {
  cron: null,
  frequency: 'MONTHLY',
  startTime: '2026-12-01T10:00:00',
  timeZone: 'America/New_York',
}
const iso = (dates: Date[]) => dates.map((d) => d.toISOString())

describe('scheduleCron', () => {
  it('uses the cron, or the frequency from the start time', () => {
    expect(scheduleCron({ ...base, cron: ' 0 10 * * 1 ' })).toBe('0 10 * * 1')
    expect(scheduleCron(base)).toBe('0 10 1 * *')
    expect(scheduleCron({ ...base, cron: '' })).toBe('0 10 1 * *')
    expect(scheduleCron({ ...base, frequency: 'QUARTERLY' })).toBe('0 10 1 3,6,9,12 *')
    expect(() => scheduleCron({ ...base, frequency: 'YEARLY' })).toThrow(RangeError)
  })
})

describe('nextRuns', () => {
  it('starts at the start time (inclusive, local in the zone), whatever `after` is', () => {
    expect(iso(nextRuns(base, new Date('2026-01-01T00:00Z'), 3))).toEqual([
      '2026-12-01T15:00:00.000Z',
      '2027-01-01T15:00:00.000Z',
      '2027-02-01T15:00:00.000Z',
    ])
    const daily = { ...base, cron: '0 10 * * *', startTime: '2026-12-01T10:00:45' } // seconds ignored
    expect(nextRun(daily, new Date('2026-11-01T00:00Z'))?.toISOString()).toBe('2026-12-01T15:00:00.000Z')
  })

  it('is exclusive of `after`, and nextRun is its first element', () => {
    const daily = { ...base, cron: '0 10 * * *' }
    const after = new Date('2026-12-05T15:00:00Z') // exactly a run
    expect(iso(nextRuns(daily, after, 2))).toEqual(['2026-12-06T15:00:00.000Z', '2026-12-07T15:00:00.000Z'])
    expect(nextRun(daily, after)).toEqual(nextRuns(daily, after, 1)[0])
    expect(nextRuns(daily, after, 0)).toEqual([])
  })

  it('runs weekly and quarterly frequencies on the start date’s weekday and months', () => {
    const weekly = { ...base, frequency: 'WEEKLY', startTime: '2026-12-02T08:30' } as const // Wednesday
    expect(iso(nextRuns(weekly, new Date('2026-12-01T00:00Z'), 2))).toEqual([
      '2026-12-02T13:30:00.000Z',
      '2026-12-09T13:30:00.000Z',
    ])
    const quarterly = {
      ...base,
      frequency: 'QUARTERLY',
      startTime: '2026-02-15T10:00',
      timeZone: 'UTC',
    } as const
    expect(iso(nextRuns(quarterly, new Date('2026-01-01T00:00Z'), 3))).toEqual([
      '2026-02-15T10:00:00.000Z',
      '2026-05-15T10:00:00.000Z',
      '2026-08-15T10:00:00.000Z',
    ])
  })

  it('skips months without the day, as cron does', () => {
    const monthly31 = { ...base, startTime: '2027-01-31T10:00', timeZone: 'UTC' }
    expect(iso(nextRuns(monthly31, new Date('2027-01-01T00:00Z'), 3))).toEqual([
      '2027-01-31T10:00:00.000Z',
      '2027-03-31T10:00:00.000Z',
      '2027-05-31T10:00:00.000Z',
    ])
  })

  it('throws on an invalid cron, time zone or start time', () => {
    const after = new Date('2026-01-01T00:00Z')
    expect(() => nextRun({ ...base, cron: '*/5 * * * *' }, after)).toThrow(/more frequently/)
    expect(() => nextRun({ ...base, timeZone: 'Mars/Olympus' }, after)).toThrow(/Invalid timezone/)
    expect(() => nextRun({ ...base, startTime: '2026-12-01' }, after)).toThrow(RangeError)
    expect(() => nextRun(base, new Date('nope'))).toThrow(RangeError)
  })

  it('gives as many runs as asked, half an hour apart', () => {
    const runs = nextRuns(
      { ...base, cron: '0,30 * * * *', startTime: '2020-01-01T00:00' },
      new Date('2026-01-01Z'),
      2000,
    )
    expect(runs).toHaveLength(2000)
    expect(runs.at(-1)!.getTime() - runs[0]!.getTime()).toBe(1999 * 30 * 60_000)
  })
})
