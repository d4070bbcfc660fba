// Calendar rules of a job and the account's holidays (ADR 0045): the fields step 1 saves, the checks that
// need several fields, the holiday list of Settings and the next-runs answer.
import { z } from 'zod/mini'
import { nextRuns, type Schedule } from './schedule/next-runs.ts'
import { scheduleMessages as m } from './schedule/schedule-messages.ts'
import { HolidayPolicy, parseLocalDate } from './schedule/working-days.ts'

export const MAX_HOLIDAYS = 400
export const HOLIDAY_NAME_MAX = 100
export const NEXT_RUNS_MAX = 20

const LOCAL_DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/

/** A local date 'YYYY-MM-DD' on the real calendar. */
const localDate = (shape: string, invalid: (value: string) => string) =>
  z.string().check(
    z.trim(),
    z.regex(LOCAL_DATE_SHAPE, shape),
    z.refine((v) => !LOCAL_DATE_SHAPE.test(v) || parseLocalDate(v) !== undefined, {
      error: (issue) => invalid(String(issue.input)),
    }),
  )

export const EndDate = localDate(m.endDateShape, () => m.endDateInvalid)

/** The job fields of the calendar rules; absent ones take their defaults (no end, every day). */
export const JobCalendarInput = z.object({
  endDate: z.optional(z.nullable(EndDate)),
  workingDaysOnly: z._default(z.boolean(), false),
  holidayPolicy: z._default(HolidayPolicy, 'NEXT_WORKING_DAY'),
})
export type JobCalendarInput = z.infer<typeof JobCalendarInput>

export const JobCalendarView = z.object({
  endDate: z.nullable(z.string()),
  workingDaysOnly: z.boolean(),
  holidayPolicy: HolidayPolicy,
  /** The end date has passed: the job has no run left and runs no more. */
  ended: z.boolean(),
})
export type JobCalendarView = z.infer<typeof JobCalendarView>

/**
 * The first problem of a job's calendar rules that needs several fields: an end date before the start
 * date, or working days only with a schedule that picks no working day (weekends only, skipped).
 */
export function calendarRulesProblem(
  schedule: Schedule,
): { field: 'endDate' | 'workingDaysOnly'; message: string } | undefined {
  if (schedule.endDate && schedule.endDate < schedule.startTime.slice(0, 10))
    return { field: 'endDate', message: m.endBeforeStart }
  if (schedule.workingDaysOnly) {
    try {
      const open = { ...schedule, endDate: null, holidays: [] }
      if (nextRuns(open, new Date(0), 1).length === 0)
        return { field: 'workingDaysOnly', message: m.neverOnWorkingDay }
    } catch {
      return undefined // the cron or start time has its own message
    }
  }
  return undefined
}

export const AccountHoliday = z.object({
  date: localDate(m.holidayShape, m.holidayInvalid),
  name: z._default(
    z.string().check(z.trim(), z.maxLength(HOLIDAY_NAME_MAX, m.holidayNameTooLong(HOLIDAY_NAME_MAX))),
    '',
  ),
})
export type AccountHoliday = z.infer<typeof AccountHoliday>

/** The account's whole holiday list, replaced at once; a date listed twice is kept once. */
export const AccountHolidaysInput = z.object({
  holidays: z.array(AccountHoliday).check(z.maxLength(MAX_HOLIDAYS, m.holidaysTooMany(MAX_HOLIDAYS))),
})
export type AccountHolidaysInput = z.infer<typeof AccountHolidaysInput>

export const AccountHolidays = z.object({
  holidays: z.array(z.object({ date: z.string(), name: z.string() })),
})
export type AccountHolidays = z.infer<typeof AccountHolidays>

export const NextRunsQuery = z.object({
  count: z._default(
    z.coerce
      .number({ error: `count must be a whole number from 1 to ${NEXT_RUNS_MAX}.` })
      .check(
        z.int(`count must be a whole number from 1 to ${NEXT_RUNS_MAX}.`),
        z.minimum(1, `count must be a whole number from 1 to ${NEXT_RUNS_MAX}.`),
        z.maximum(NEXT_RUNS_MAX, `count must be a whole number from 1 to ${NEXT_RUNS_MAX}.`),
      ),
    5,
  ),
})
export type NextRunsQuery = z.infer<typeof NextRunsQuery>

/** The job's next runs as ISO instants, as step 1 previews them (holidays and end date applied). */
export const NextRunsResult = z.object({
  timeZone: z.string(),
  runs: z.array(z.iso.datetime()),
  ended: z.boolean(),
})
export type NextRunsResult = z.infer<typeof NextRunsResult>
