import { describe, expect, it } from 'vitest'
import { jobFixture } from '../testing/job-fixtures.ts'
import {
  draftUpcomingRun,
  firstRunConfirmTexts,
  firstRunIsImminent,
  timeUntil,
  upcomingRunOf,
  upcomingRunText,
} from './first-run-text.ts'

const NEW_YORK = 'America/New_York'
const monthly = {
  jobCronExpression: '0 10 1 * *',
  jobRunFrequency: 'MONTHLY',
  userJobStartTime: '2026-12-01T10:00:00',
}
// 10:00 in New York on 25 November 2026.
const now = new Date('2026-11-25T15:00:00Z')
const draft = { cron: '0 10 1 * *', frequency: 'MONTHLY', startTime: '2026-12-01T10:00', timeZone: NEW_YORK }

describe('first run and next run texts (issue 14)', () => {
  it("says a new job's first run: today, 15 minutes from now, on the job's clock, then its schedule", () => {
    const upcoming = draftUpcomingRun(undefined, draft, true, now)
    expect(upcoming?.run && upcomingRunText(upcoming.run, now)).toBe(
      'First run: today at 10:15 EST (in 15 minutes), then at 10:00, on day 1 of the month',
    )
    // 23:50 in Tokyo: the first run is after midnight on the job's clock.
    const late = new Date('2026-11-25T14:50:00Z')
    const inTokyo = draftUpcomingRun(undefined, { ...draft, timeZone: 'Asia/Tokyo' }, true, late)
    expect(inTokyo?.run && upcomingRunText(inTokyo.run, late)).toBe(
      'First run: tomorrow at 00:05 GMT+9 (in 15 minutes), then at 10:00, on day 1 of the month',
    )
  })

  it("reads a saved job's stored next run, and the new schedule's once it changes", () => {
    const job = jobFixture({ nextRun: '2026-11-25T15:12:00Z', lastRun: null })
    expect(draftUpcomingRun(job, draft, false, now)?.run?.at.toISOString()).toBe('2026-11-25T15:12:00.000Z')
    const changed = draftUpcomingRun(
      job,
      { ...draft, cron: '0 9 * * *', startTime: '2026-11-25T00:00' },
      true,
      now,
    )
    expect(changed?.run && upcomingRunText(changed.run, now)).toBe(
      'First run: tomorrow at 09:00 EST (in 23 hours), then at 09:00',
    )
    expect(draftUpcomingRun({ ...job, isActive: false }, draft, false, now)).toEqual({
      run: null,
      inactive: true,
    })
    expect(draftUpcomingRun(job, { ...draft, timeZone: 'Mars/Olympus' }, true, now)).toBeUndefined()
  })

  it("says 'Next run' once the job has run, with a date when it is further than tomorrow", () => {
    const ran = jobFixture({ lastRun: '2026-11-01T15:00:00Z', nextRun: '2026-12-01T15:00:00Z' })
    expect(upcomingRunText(upcomingRunOf(ran)!, now)).toBe(
      'Next run: on Dec 1, 2026 at 10:00 EST (in 6 days), then at 10:00, on day 1 of the month',
    )
    expect(upcomingRunOf({ ...ran, isActive: false })).toBeNull()
  })

  it('leaves out a schedule that cannot be described', () => {
    const run = {
      at: new Date('2026-11-25T15:15:00Z'),
      first: true,
      timeZone: NEW_YORK,
      schedule: { ...monthly, jobCronExpression: '*/5 * * * *' },
    }
    expect(upcomingRunText(run, now)).toBe('First run: today at 10:15 EST (in 15 minutes)')
  })

  it('counts down in minutes, hours and days', () => {
    const at = (ms: number) => new Date(now.getTime() + ms)
    expect(timeUntil(at(-1), now)).toBe('now')
    expect(timeUntil(at(20_000), now)).toBe('in less than a minute')
    expect(timeUntil(at(60_000), now)).toBe('in 1 minute')
    expect(timeUntil(at(59 * 60_000), now)).toBe('in 59 minutes')
    expect(timeUntil(at(3 * 3_600_000 + 60_000), now)).toBe('in 3 hours')
    expect(timeUntil(at(3 * 86_400_000), now)).toBe('in 3 days')
  })

  it('asks before Finish only when the first run is under 5 minutes away', () => {
    const run = (minutes: number, first = true) => ({
      at: new Date(now.getTime() + minutes * 60_000),
      first,
      timeZone: NEW_YORK,
      schedule: monthly,
    })
    expect(firstRunIsImminent(run(4), now)).toBe(true)
    expect(firstRunIsImminent(run(6), now)).toBe(false)
    expect(firstRunIsImminent(run(4, false), now)).toBe(false)
    expect(firstRunIsImminent(null, now)).toBe(false)
    expect(firstRunConfirmTexts.question(run(4), now, true)).toBe(
      'This job first runs today at 10:04 EST (in 4 minutes) and emails its recipients. Finish anyway?',
    )
    expect(firstRunConfirmTexts.question(run(4), now, false)).toBe(
      'This job first runs today at 10:04 EST (in 4 minutes). Finish anyway?',
    )
  })
})
