// Calendar day parts of a cron that croner supports beyond digits (ADR 0045): in day of month `L` (last
// day), `LW` (last weekday) and `15W` (weekday nearest the 15th, within its month); in day of week
// `5#2` (second Friday), `5#L` or `5L` (last Friday). Each stands alone in its part (no lists of them),
// which is what cronstrue can describe and what finance calendars need.
// Decisions:
// - These parts pick at most one day a month, so they never run on consecutive days and, unlike a
//   plain day of month, always exist (W stays within its month; a fifth weekday exists in some month).
// - `d#L` is croner's spelling too; cronstrue only reads `dL`, so describeSchedule reads `d#L` as `dL`.

export type CalendarDayPart =
  | { kind: 'last-day' }
  | { kind: 'last-weekday' }
  | { kind: 'nearest-weekday'; day: number }
  | { kind: 'nth-weekday'; weekday: number; nth: number }
  | { kind: 'last-of-weekday'; weekday: number }

/** A day-of-month part that is one of croner's calendar forms, or undefined for a plain part. */
export function calendarDayOfMonth(text: string): CalendarDayPart | undefined {
  if (text === 'L') return { kind: 'last-day' }
  if (text === 'LW') return { kind: 'last-weekday' }
  const nearest = /^([1-9]|[12]\d|3[01])W$/.exec(text)
  if (nearest) return { kind: 'nearest-weekday', day: Number(nearest[1]) }
  return undefined
}

/** A day-of-week part that is one of croner's calendar forms, or undefined for a plain part. */
export function calendarDayOfWeek(text: string): CalendarDayPart | undefined {
  const nth = /^([0-7])#([1-5])$/.exec(text)
  if (nth) return { kind: 'nth-weekday', weekday: Number(nth[1]) % 7, nth: Number(nth[2]) }
  const last = /^([0-7])(?:#L|L)$/.exec(text)
  if (last) return { kind: 'last-of-weekday', weekday: Number(last[1]) % 7 }
  return undefined
}

/** Whether a part uses a calendar letter at all (so a malformed one gets the calendar message). */
export const usesCalendarLetters = (text: string): boolean => /[LW#]/.test(text)

/** The cron with `d#L` spelled `dL`, the form cronstrue reads. */
export const cronForDescription = (cron: string): string => cron.replace(/(\d)#L\b/g, '$1L')
