import { describe, expect, it } from 'vitest'
import { describeSchedule, formatDuration } from './describe-schedule.ts'
import { scheduleMessages } from './schedule-messages.ts'

const job = (jobCronExpression: string | null, jobRunFrequency = 'MONTHLY' as const) => ({
  jobCronExpression,
  jobRunFrequency,
  userJobStartTime: '2026-12-01T10:00:00',
})

describe('describeSchedule (the Job Schedule column)', () => {
  it.each([
    ['0 10 1 * *', 'At 10:00, on day 1 of the month'],
    ['0 10 * * *', 'At 10:00'],
    ['30 14 * * 1-5', 'At 14:30, Monday through Friday'],
    ['0,30 9-17 * * *', 'At 0 and 30 minutes past the hour, between 09:00 and 17:59'],
    ['0 6 15 1,4,7,10 *', 'At 06:00, on day 15 of the month, only in January, April, July, and October'],
    ['0 18 L * *', 'At 18:00, on the last day of the month'],
    ['0 18 LW * *', 'At 18:00, on the last weekday of the month'],
    ['0 9 * * 1#1', 'At 09:00, on the first Monday of the month'],
    ['0 9 * * 5#L', 'At 09:00, on the last Friday of the month'],
    ['0 9 * * 5L', 'At 09:00, on the last Friday of the month'],
    ['0 9 15W * *', 'At 09:00, on the weekday nearest day 15 of the month'],
  ])('%s → %s', (cron, text) => expect(describeSchedule(job(cron))).toBe(text))

  it('adds working days and the end date (ADR 0045)', () => {
    const rules = { workingDaysOnly: true, endDate: '2027-12-31' }
    expect(describeSchedule({ ...job('0 18 L * *'), ...rules, holidayPolicy: 'PREVIOUS_WORKING_DAY' })).toBe(
      'At 18:00, on the last day of the month, on working days only (a run on a weekend or holiday moves to the previous working day), until 31 December 2027',
    )
    expect(describeSchedule({ ...job(null), workingDaysOnly: true, holidayPolicy: 'SKIP' })).toBe(
      'Monthly on day 1 at 10:00, on working days only (a run on a weekend or holiday is skipped)',
    )
    expect(describeSchedule({ ...job('0 9 * * *'), workingDaysOnly: true })).toBe(
      'At 09:00, on working days only (a run on a weekend or holiday moves to the next working day)',
    )
    expect(describeSchedule({ ...job('*/5 * * * *'), ...rules })).toBe(
      `Invalid cron: ${scheduleMessages.cronTooFrequent}`,
    )
  })

  it('describes the run frequency when there is no cron', () => {
    expect(describeSchedule(job(null))).toBe('Monthly on day 1 at 10:00')
    expect(describeSchedule(job('  '))).toBe('Monthly on day 1 at 10:00')
    expect(describeSchedule({ ...job(null), jobRunFrequency: 'DAILY' })).toBe('Daily at 10:00')
    expect(describeSchedule({ ...job(null), userJobStartTime: 'soon' })).toBe('Monthly')
    expect(describeSchedule({ ...job(null), jobRunFrequency: 'YEARLY' })).toBe('Yearly')
  })

  it("reads 'Invalid cron: …' with the first problem", () => {
    expect(describeSchedule(job('*/5 * * * *'))).toBe(`Invalid cron: ${scheduleMessages.cronTooFrequent}`)
    expect(describeSchedule(job('0 10 1 *'))).toBe(`Invalid cron: ${scheduleMessages.cronParts}`)
    expect(describeSchedule(job('0 10 1 * 1'))).toBe(`Invalid cron: ${scheduleMessages.cronDayConflict}`)
  })
})

describe('formatDuration (the Duration column)', () => {
  it.each([
    [null, '--'],
    [undefined, '--'],
    [0, '--'],
    [Number.NaN, '--'],
    [-5, '--'],
    [400, '1 s'],
    [10_400, '10 s'],
    [59_999, '59 s'],
    [60_000, '0 hrs, 1 mins'],
    [(2 * 60 + 5) * 60_000 + 59_999, '2 hrs, 5 mins'],
    [26 * 3_600_000, '26 hrs, 0 mins'],
  ])('%s ms → %s', (ms, text) => expect(formatDuration(ms)).toBe(text))
})
