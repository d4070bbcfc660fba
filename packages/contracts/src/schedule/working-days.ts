// Working days (ADR 0045): Monday to Friday, minus the account's holidays, on wall-clock dates.
// A "day" is a wall time at local midnight (ms, as in zone-clock.ts). What happens to a run on a day
// that is not a working day is the job's holiday policy: it moves to the next working day, to the
// previous one (a last-working-day pack stays in its month), or is skipped.
import { z } from 'zod/mini'

export const DAY_MS = 24 * 60 * 60 * 1000

export const HolidayPolicy = z.enum(['NEXT_WORKING_DAY', 'PREVIOUS_WORKING_DAY', 'SKIP'])
export type HolidayPolicy = z.infer<typeof HolidayPolicy>

/** The furthest a run moves looking for a working day; a calendar with none in that span skips it. */
export const MAX_MOVE_DAYS = 366

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** Reads 'YYYY-MM-DD' as the wall time of its midnight, or undefined when it is not a real date. */
export function parseLocalDate(text: string): number | undefined {
  const match = LOCAL_DATE.exec(text)
  if (!match) return undefined
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const wall = Date.UTC(year, month - 1, day)
  const back = new Date(wall)
  const kept = back.getUTCFullYear() === year && back.getUTCMonth() === month - 1 && back.getUTCDate() === day
  return kept ? wall : undefined
}

export interface WorkingCalendar {
  policy: HolidayPolicy
  isWorkingDay: (day: number) => boolean
}

/** Monday to Friday and not one of the holidays ('YYYY-MM-DD'; ones that are not real dates are ignored). */
export function workingCalendar(holidays: readonly string[], policy: HolidayPolicy): WorkingCalendar {
  const off = new Set(holidays.map(parseLocalDate).filter((day) => day !== undefined))
  const isWorkingDay = (day: number) => {
    const weekday = new Date(day).getUTCDay()
    return weekday !== 0 && weekday !== 6 && !off.has(day)
  }
  return { policy, isWorkingDay }
}

/** The day a run on `day` happens on under the calendar's policy, or undefined when it is skipped. */
export function workingDayFor(calendar: WorkingCalendar, day: number): number | undefined {
  if (calendar.isWorkingDay(day)) return day
  if (calendar.policy === 'SKIP') return undefined
  const step = calendar.policy === 'NEXT_WORKING_DAY' ? DAY_MS : -DAY_MS
  for (let moved = 1, d = day + step; moved <= MAX_MOVE_DAYS; moved++, d += step) {
    if (calendar.isWorkingDay(d)) return d
  }
  return undefined
}

/**
 * The earliest day whose runs can land on `day` or later: runs only move forward under
 * NEXT_WORKING_DAY, and then from the non-working days just before `day`.
 */
export function earliestSourceDay(calendar: WorkingCalendar, day: number): number {
  if (calendar.policy !== 'NEXT_WORKING_DAY') return day
  let first = day
  for (let moved = 0; moved < MAX_MOVE_DAYS && !calendar.isWorkingDay(first - DAY_MS); moved++)
    first -= DAY_MS
  return first
}
