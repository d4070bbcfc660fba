// Test oracle for the calendar rules of next-runs.ts (used by calendar-rules.oracle.test.ts only).
// Written apart from the implementation: a day is walked one by one as a plain UTC date (Date.UTC
// arithmetic, no croner), the day rule is a predicate on that date, holidays are compared as
// 'YYYY-MM-DD' text, and a wall time becomes an instant by scanning real time forward (Intl) to the
// first minute whose local clock shows it or later — Herald's DST policy read literally.

import { localWall } from './next-runs.oracle.ts'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

export interface OracleDate {
  year: number
  month: number // 1-12
  day: number
  weekday: number // 0 = Sunday
  daysInMonth: number
}

export interface OracleCase {
  zone: string
  /** Which days the rule picks, before working days apply. */
  picks: (date: OracleDate) => boolean
  /** Times of day, minutes after local midnight. */
  times: number[]
  workingDaysOnly: boolean
  policy: 'NEXT_WORKING_DAY' | 'PREVIOUS_WORKING_DAY' | 'SKIP'
  holidays: string[]
  /** Inclusive local dates 'YYYY-MM-DD'. */
  from: string
  to: string
}

const isoDay = (utcMidnight: number) => new Date(utcMidnight).toISOString().slice(0, 10)

function dateOf(utcMidnight: number): OracleDate {
  const d = new Date(utcMidnight)
  const year = d.getUTCFullYear()
  const month = d.getUTCMonth() + 1
  return {
    year,
    month,
    day: d.getUTCDate(),
    weekday: d.getUTCDay(),
    daysInMonth: new Date(Date.UTC(year, month, 0)).getUTCDate(),
  }
}

/** The first whole minute at which the zone's clock shows `wall` or a later time. */
function instantOf(zone: string, wall: number, local: (instant: number) => number): number {
  let t = wall - 15 * HOUR // no zone is ahead of UTC by more than 14 hours
  while (local(t + HOUR) < wall - 4 * HOUR) t += HOUR
  while (local(t) < wall) t += MINUTE
  return t
}

/** Every run of the case between its from and to dates (inclusive), as instants in ms, in order. */
export function oracleCalendarRuns(c: OracleCase): number[] {
  const holidays = new Set(c.holidays)
  const working = (day: number) => {
    const weekday = new Date(day).getUTCDay()
    return weekday >= 1 && weekday <= 5 && !holidays.has(isoDay(day))
  }
  const first = Date.parse(`${c.from}T00:00:00Z`)
  const last = Date.parse(`${c.to}T00:00:00Z`)
  const walls = new Set<number>()
  // Look a month either side, so runs moved into the range from outside it are counted.
  for (let day = first - 31 * DAY; day <= last + 31 * DAY; day += DAY) {
    if (!c.picks(dateOf(day))) continue
    let target: number | undefined = day
    if (c.workingDaysOnly && !working(day)) {
      target = undefined
      if (c.policy !== 'SKIP') {
        const step = c.policy === 'NEXT_WORKING_DAY' ? DAY : -DAY
        let d = day + step
        while (!working(d)) d += step
        target = d
      }
    }
    if (target === undefined || target < first || target > last) continue
    for (const time of c.times) walls.add(target + time * MINUTE)
  }
  const local = localWall(c.zone)
  const instants = new Set([...walls].map((wall) => instantOf(c.zone, wall, local)))
  return [...instants].sort((a, b) => a - b)
}
