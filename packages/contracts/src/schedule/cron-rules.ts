// The cron rules of spec §5 "Job" for 5-part crons (minute hour day-of-month month day-of-week).
// Decisions:
// - Problems are reported in this order, first one wins: not 5 parts; characters other than digits,
//   *, -, comma and /; a part's syntax, values, range order or step; day of month and day of week
//   both set; never runs (e.g. '0 10 30 2 *'); runs more often than once per 30 minutes.
// - The 30-minute rule expands the minute and hour parts, takes every run time of a day, and rejects
//   a gap under 30 minutes between consecutive ones. The gap from the day's last run to the next
//   day's first ('0,45 23,0 * * *': 23:45 then 00:00) counts when the job can run on two consecutive
//   days (day of week, or day of month across month ends: '31,1' with January and February).
// - 'a/n' (no range) is rejected, as croner does; day of week 7 is Sunday, like 0.
// - Calendar day parts (cron-calendar-days.ts, ADR 0045): day of month L, LW, 15W and day of week
//   1#2, 5#L, 5L are croner's own forms, each alone in its part. They pick one day a month, so the
//   30-minute rule only looks at the day's run times, and they always exist in some month.
// - DST can bring two runs closer than 30 minutes once a year (see next-runs.ts); the rule is about
//   the schedule as written.
import { runsOnConsecutiveDays, shortestGapMinutes, canEverRun } from './cron-calendar.ts'
import { calendarDayOfMonth, calendarDayOfWeek, usesCalendarLetters } from './cron-calendar-days.ts'
import { CRON_FIELDS, expandField } from './cron-fields.ts'
import { scheduleMessages as m } from './schedule-messages.ts'

export const MIN_SCHEDULE_INTERVAL_MINUTES = 30
/** What the cron builder falls back to when every part is `*` (spec §9). */
export const BUILDER_FALLBACK_CRON = '0 10 * * *'

const splitParts = (expression: string): string[] => expression.trim().split(/\s+/).filter(Boolean)

/** The first problem with a cron expression, or undefined when it is valid. */
export function cronProblem(expression: string): string | undefined {
  const parts = splitParts(expression)
  if (parts.length !== 5) return m.cronParts
  const values: number[][] = []
  const calendarDom = calendarDayOfMonth(parts[2] ?? '')
  const calendarDow = calendarDayOfWeek(parts[4] ?? '')
  for (const [i, field] of CRON_FIELDS.entries()) {
    const part = parts[i] ?? ''
    if ((i === 2 && calendarDom) || (i === 4 && calendarDow)) {
      values.push([])
      continue
    }
    if (i === 2 && usesCalendarLetters(part)) return m.cronDayOfMonthForms
    if (i === 4 && usesCalendarLetters(part)) return m.cronDayOfWeekForms
    const expanded = expandField(part, field)
    if (expanded.problem !== undefined) return expanded.problem
    values.push(expanded.values)
  }
  const [, , dayOfMonth, , dayOfWeek] = parts
  if (dayOfMonth !== '*' && dayOfWeek !== '*') return m.cronDayConflict
  const [minutes = [], hours = [], daysOfMonth = [], months = [], daysOfWeek = []] = values
  if (calendarDom || calendarDow) {
    if (shortestGapMinutes(minutes, hours, false) < MIN_SCHEDULE_INTERVAL_MINUTES) return m.cronTooFrequent
    return undefined
  }
  const domOrAny = dayOfMonth === '*' ? 'any' : daysOfMonth
  const dowOrAny = dayOfWeek === '*' ? 'any' : daysOfWeek
  if (!canEverRun(domOrAny, months)) return m.cronNeverRuns
  const wraps = runsOnConsecutiveDays(domOrAny, months, dowOrAny)
  if (shortestGapMinutes(minutes, hours, wraps) < MIN_SCHEDULE_INTERVAL_MINUTES) return m.cronTooFrequent
  return undefined
}

/**
 * The cron builder's corrections (spec §5): pads with `*` or trims to 5 parts, turns all-stars into
 * '0 10 * * *', and clears the day of week when a day of month is set. It does not fix other problems.
 */
export function autoCorrectCron(expression: string): string {
  const parts = splitParts(expression).slice(0, 5)
  while (parts.length < 5) parts.push('*')
  if (parts.every((part) => part === '*')) return BUILDER_FALLBACK_CRON
  if (parts[2] !== '*') parts[4] = '*'
  return parts.join(' ')
}
