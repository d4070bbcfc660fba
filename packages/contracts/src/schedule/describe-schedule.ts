// Texts of the job list (spec §2 "/user-jobs"): the Job Schedule and Duration columns.
// Decisions:
// - A cron is described by cronstrue on a 24-hour clock ('At 10:00, on day 1 of the month'); an
//   invalid one reads 'Invalid cron: <first problem>' (shown red); without a cron the frequency text
//   is used ('Monthly on day 1 at 10:00'), or the frequency word alone if the start time is invalid.
// - Calendar rules follow: ', on working days only (…), until 31 December 2027' (ADR 0045); croner's
//   '5#L' is read to cronstrue as '5L' ('on the last Friday of the month').
// - formatDuration: no duration (null, 0 — the default of a job that never ran — or not a number)
//   reads '--'; a run under a minute reads in whole seconds ('10 s', at least '1 s', so it is told
//   apart from "never ran"); otherwise 'N hrs, M mins' with minutes rounded down.
import cronstrue from 'cronstrue'
import type { JobRunFrequency } from './frequency.ts'
import { describeCalendarRules, type CalendarRules } from './calendar-rules-text.ts'
import { cronForDescription } from './cron-calendar-days.ts'
import { cronProblem } from './cron-rules.ts'
import { describeFrequency } from './frequency.ts'
import { scheduleMessages } from './schedule-messages.ts'

export interface ScheduleText extends CalendarRules {
  jobCronExpression?: string | null
  jobRunFrequency: JobRunFrequency | (string & {})
  userJobStartTime: string
}

/** The Job Schedule column: the cron in words, the frequency text, or 'Invalid cron: …', and the calendar rules. */
export function describeSchedule(job: ScheduleText): string {
  const text = describeTiming(job)
  return text.startsWith(scheduleMessages.invalidCron('')) ? text : text + describeCalendarRules(job)
}

function describeTiming(job: ScheduleText): string {
  const cron = job.jobCronExpression?.trim()
  if (!cron) {
    try {
      return describeFrequency(job.jobRunFrequency as JobRunFrequency, job.userJobStartTime)
    } catch {
      return job.jobRunFrequency.charAt(0) + job.jobRunFrequency.slice(1).toLowerCase()
    }
  }
  const problem = cronProblem(cron)
  if (problem !== undefined) return scheduleMessages.invalidCron(problem)
  try {
    return cronstrue.toString(cronForDescription(cron), {
      use24HourTimeFormat: true,
      throwExceptionOnParseError: true,
    })
  } catch (error) {
    return scheduleMessages.invalidCron(error instanceof Error ? error.message : String(error))
  }
}

/** The Duration column: 'N hrs, M mins', 'N s' under a minute, or '--' when there is no duration. */
export function formatDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms) || ms <= 0) return '--'
  if (ms < 60_000) return `${Math.max(1, Math.floor(ms / 1000))} s`
  const minutes = Math.floor(ms / 60_000)
  return `${Math.floor(minutes / 60)} hrs, ${minutes % 60} mins`
}
