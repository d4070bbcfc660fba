import { describe, expect, it } from 'vitest'
import { cronProblem } from './cron-rules.ts'
import { describeFrequency, frequencyToCron } from './frequency.ts'

describe('frequencyToCron', () => {
  it.each([
    ['DAILY', '2026-12-01T10:00:00', '0 10 * * *'],
    ['DAILY', '2026-12-01T07:45', '45 7 * * *'],
    ['WEEKLY', '2026-12-01T10:00:00', '0 10 * * 2'], // a Tuesday
    ['WEEKLY', '2026-12-06T23:30:59', '30 23 * * 0'], // a Sunday; seconds are ignored
    ['MONTHLY', '2026-12-01T10:00:00', '0 10 1 * *'],
    ['MONTHLY', '2027-01-31T09:15', '15 9 31 * *'], // months without a 31st are skipped
    ['QUARTERLY', '2026-01-15T10:00', '0 10 15 1,4,7,10 *'],
    ['QUARTERLY', '2026-02-28T06:00', '0 6 28 2,5,8,11 *'],
    ['QUARTERLY', '2026-12-01T10:00', '0 10 1 3,6,9,12 *'],
  ] as const)('%s from %s → %s', (frequency, start, cron) => {
    expect(frequencyToCron(frequency, start)).toBe(cron)
    expect(cronProblem(cron)).toBeUndefined()
  })

  it('rejects a start time that is not a local date-time', () => {
    expect(() => frequencyToCron('DAILY', '2026-12-01')).toThrow(RangeError)
    expect(() => frequencyToCron('DAILY', '2026-02-30T10:00')).toThrow(RangeError)
    expect(() => frequencyToCron('DAILY', '2026-12-01T24:00')).toThrow(RangeError)
    expect(() => frequencyToCron('DAILY', '2026-12-01T10:00:00Z')).toThrow(RangeError)
  })
})

describe('describeFrequency', () => {
  it.each([
    ['DAILY', '2026-12-01T10:00:00', 'Daily at 10:00'],
    ['WEEKLY', '2026-12-07T08:05', 'Weekly on Monday at 08:05'],
    ['MONTHLY', '2026-12-01T10:00:00', 'Monthly on day 1 at 10:00'],
    ['QUARTERLY', '2026-02-15T09:05', 'Quarterly on day 15 of February, May, August and November at 09:05'],
  ] as const)('%s from %s → %s', (frequency, start, text) => {
    expect(describeFrequency(frequency, start)).toBe(text)
  })
})
