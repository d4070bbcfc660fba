// Calendar facts about a cron's expanded parts, used by the 30-minute rule and the never-runs check.
// Only one of day of month and day of week is ever set (the other is `*`), so days are either
// "days of month" or "days of week", never both.

export const MINUTES_PER_DAY = 24 * 60

/** The most days each month (1-12) can have; February counts its leap day. */
const MONTH_LENGTHS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

const monthLengths = (month: number): number[] => (month === 2 ? [28, 29] : [MONTH_LENGTHS[month - 1] ?? 31])

/** The shortest time between two runs of a day's run times, wrapping past midnight when asked. */
export function shortestGapMinutes(minutes: number[], hours: number[], wrapsPastMidnight: boolean): number {
  const times = hours.flatMap((hour) => minutes.map((minute) => hour * 60 + minute)).sort((a, b) => a - b)
  let shortest = Infinity
  times.forEach((time, i) => {
    const next = times[i + 1] ?? (wrapsPastMidnight ? (times[0] ?? 0) + MINUTES_PER_DAY : Infinity)
    shortest = Math.min(shortest, next - time)
  })
  return shortest
}

/** Whether the job can run on two consecutive calendar days (so a late run can be followed by an early one). */
export function runsOnConsecutiveDays(
  daysOfMonth: number[] | 'any',
  months: number[],
  daysOfWeek: number[] | 'any',
): boolean {
  if (daysOfWeek !== 'any') {
    const weekdays = new Set(daysOfWeek.map((day) => day % 7))
    return [...weekdays].some((day) => weekdays.has((day + 1) % 7))
  }
  if (daysOfMonth === 'any') return true
  const days = new Set(daysOfMonth)
  const allowed = new Set(months)
  return months.some((month) =>
    monthLengths(month).some(
      (length) =>
        daysOfMonth.some((day) => day < length && days.has(day + 1)) ||
        (days.has(length) && days.has(1) && allowed.has((month % 12) + 1)),
    ),
  )
}

/** Whether some allowed month has one of the days of month (a day of week always exists). */
export function canEverRun(daysOfMonth: number[] | 'any', months: number[]): boolean {
  if (daysOfMonth === 'any') return true
  return months.some((month) => daysOfMonth.some((day) => day <= Math.max(...monthLengths(month))))
}
