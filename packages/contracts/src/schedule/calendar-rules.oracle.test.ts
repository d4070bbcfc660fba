import { describe, expect, it } from 'vitest'
import { nextRun, nextRuns, type Schedule } from './next-runs.ts'
import { oracleCalendarRuns, type OracleCase, type OracleDate } from './calendar-rules.oracle.ts'

// ADR 0045: calendar rules over the whole of 2027 in several zones, against a day-by-day oracle that
// shares no code with next-runs.ts (no croner, its own holiday and DST handling).
const ZONES = [
  'Europe/London',
  'Europe/Berlin',
  'America/New_York',
  'America/Santiago',
  'Australia/Sydney',
  'Asia/Kolkata',
  'Pacific/Chatham',
]
const HOLIDAYS = [
  '2027-01-01',
  '2027-03-26', // Good Friday, the last Friday of March
  '2027-03-29',
  '2027-04-30', // the last working day of April
  '2027-05-03',
  '2027-10-29', // the last Friday of October
  '2027-12-24',
  '2027-12-27',
  '2027-12-28',
  '2027-12-31', // the last day of the year
]
const TIMEOUT_MS = 120_000

interface RuleCase {
  name: string
  cron: string
  picks: (d: OracleDate) => boolean
  times: number[]
  workingDaysOnly?: boolean
  policy?: OracleCase['policy']
}

const at = (hour: number, minute = 0) => hour * 60 + minute
const RULES: RuleCase[] = [
  {
    name: 'last day of the month',
    cron: '0 18 L * *',
    picks: (d) => d.day === d.daysInMonth,
    times: [at(18)],
  },
  {
    name: 'last Friday (5#L)',
    cron: '0 9 * * 5#L',
    picks: (d) => d.weekday === 5 && d.day + 7 > d.daysInMonth,
    times: [at(9)],
  },
  {
    name: 'last Friday (5L)',
    cron: '30 16 * * 5L',
    picks: (d) => d.weekday === 5 && d.day + 7 > d.daysInMonth,
    times: [at(16, 30)],
  },
  {
    name: 'first Monday',
    cron: '0 7 * * 1#1',
    picks: (d) => d.weekday === 1 && d.day <= 7,
    times: [at(7)],
  },
  {
    name: 'last Sunday at 02:30 (in the DST gap or fold in Europe)',
    cron: '30 2 * * 0#L',
    picks: (d) => d.weekday === 0 && d.day + 7 > d.daysInMonth,
    times: [at(2, 30)],
  },
  {
    name: 'second and first Sunday at 01:30 and 02:30 (US DST days)',
    cron: '30 1,2 * * 0#2',
    picks: (d) => d.weekday === 0 && d.day > 7 && d.day <= 14,
    times: [at(1, 30), at(2, 30)],
  },
  {
    name: 'last working day of the month (L, previous working day)',
    cron: '0 18 L * *',
    picks: (d) => d.day === d.daysInMonth,
    times: [at(18)],
    workingDaysOnly: true,
    policy: 'PREVIOUS_WORKING_DAY',
  },
  {
    name: 'last Friday on working days, moved to the previous working day',
    cron: '0 9 * * 5#L',
    picks: (d) => d.weekday === 5 && d.day + 7 > d.daysInMonth,
    times: [at(9)],
    workingDaysOnly: true,
    policy: 'PREVIOUS_WORKING_DAY',
  },
  {
    name: 'daily at 08:30 and 17:00 on working days, holidays moved to the next working day',
    cron: '0,30 8,17 * * *',
    picks: () => true,
    times: [at(8), at(8, 30), at(17), at(17, 30)],
    workingDaysOnly: true,
    policy: 'NEXT_WORKING_DAY',
  },
  {
    name: 'daily at 02:30 on working days, holidays skipped',
    cron: '30 2 * * *',
    picks: () => true,
    times: [at(2, 30)],
    workingDaysOnly: true,
    policy: 'SKIP',
  },
  {
    name: 'the 15th and the 1st on working days, moved to the next working day',
    cron: '0 0 1,15 * *',
    picks: (d) => d.day === 1 || d.day === 15,
    times: [at(0)],
    workingDaysOnly: true,
    policy: 'NEXT_WORKING_DAY',
  },
  {
    name: 'Saturdays and Tuesdays at 09:00 and 20:00, moved to the next working day (Monday gets Saturday evening)',
    cron: '0 9,20 * * 2,6',
    picks: (d) => d.weekday === 2 || d.weekday === 6,
    times: [at(9), at(20)],
    workingDaysOnly: true,
    policy: 'NEXT_WORKING_DAY',
  },
]

describe('calendar rules over 2027 equal the day-by-day oracle (ADR 0045)', () => {
  for (const rule of RULES) {
    it(
      rule.name,
      () => {
        for (const zone of ZONES) {
          const policy = rule.policy ?? 'NEXT_WORKING_DAY'
          const workingDaysOnly = rule.workingDaysOnly ?? false
          const expected = oracleCalendarRuns({
            zone,
            picks: rule.picks,
            times: rule.times,
            workingDaysOnly,
            policy,
            holidays: HOLIDAYS,
            from: '2027-01-01',
            to: '2027-12-31',
          })
          const schedule: Schedule = {
            cron: rule.cron,
            frequency: 'MONTHLY',
            startTime: '2026-06-01T00:00',
            timeZone: zone,
            workingDaysOnly,
            holidayPolicy: policy,
            holidays: HOLIDAYS,
            endDate: '2027-12-31',
          }
          // Just before local midnight of 1 January 2027: the instant before the oracle's first day.
          const yearStart = new Date(
            oracleCalendarRuns({
              zone,
              picks: () => true,
              times: [0],
              workingDaysOnly: false,
              policy: 'SKIP',
              holidays: [],
              from: '2027-01-01',
              to: '2027-01-01',
            })[0]! - 1,
          )
          const actual = nextRuns(schedule, yearStart, 2000).map((d) => d.getTime())
          expect(
            actual.map((t) => new Date(t).toISOString()),
            zone,
          ).toEqual(expected.map((t) => new Date(t).toISOString()))
          expect(expected.length, zone).toBeGreaterThan(0)
          // The scheduler's path: advancing from each stored run gives the same list, then nothing.
          let previous = yearStart
          for (const t of expected) {
            const next = nextRun(schedule, previous)
            expect(next?.getTime(), `${zone} after ${previous.toISOString()}`).toBe(t)
            previous = next ?? previous
          }
          expect(nextRun(schedule, previous), `${zone}: nothing after the end date`).toBeNull()
        }
      },
      TIMEOUT_MS,
    )
  }
})
