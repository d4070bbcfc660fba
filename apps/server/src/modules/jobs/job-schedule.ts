import {
  HolidayPolicy,
  jobMessages,
  nextRun,
  nextRuns,
  type Schedule,
  type UserJobInput,
} from '@herald/contracts'
import { AppError } from '../../platform/http/errors.ts'
import type { JobRow } from './jobs.queries.ts'

type ScheduleFields = Pick<JobRow, 'cronExpression' | 'runFrequency' | 'startTime' | 'timeZone'> &
  Partial<Pick<JobRow, 'endDate' | 'workingDaysOnly' | 'holidayPolicy'>>

/** The schedule's columns as the user's input sets them (on creation and on update). */
export function scheduleColumns(
  input: Pick<
    UserJobInput,
    | 'timeZone'
    | 'jobRunFrequency'
    | 'userJobStartTime'
    | 'jobCronExpression'
    | 'endDate'
    | 'workingDaysOnly'
    | 'holidayPolicy'
  >,
) {
  return {
    timeZone: input.timeZone,
    runFrequency: input.jobRunFrequency,
    startTime: input.userJobStartTime,
    cronExpression: input.jobCronExpression ?? null,
    endDate: input.endDate ?? null,
    workingDaysOnly: input.workingDaysOnly,
    holidayPolicy: input.holidayPolicy,
  }
}

/** The job's schedule with its calendar rules; `holidays` are the account's (ADR 0045). */
export function scheduleOf(job: ScheduleFields, holidays: readonly string[] = []): Schedule {
  return {
    cron: job.cronExpression,
    frequency: job.runFrequency,
    startTime: job.startTime,
    timeZone: job.timeZone,
    endDate: job.endDate ?? null,
    workingDaysOnly: job.workingDaysOnly ?? false,
    holidayPolicy: HolidayPolicy.safeParse(job.holidayPolicy).data ?? 'NEXT_WORKING_DAY',
    holidays,
  }
}

/**
 * The job's next slot strictly after `after`, in UTC (null when the schedule has none left). A stored
 * start date that is not a real date (saved before the contract checked the calendar) is a 400.
 */
export function nextSlot(
  job: Parameters<typeof scheduleOf>[0],
  after: Date,
  holidays: readonly string[] = [],
): Date | null {
  try {
    return nextRun(scheduleOf(job, holidays), after)
  } catch (err) {
    if (!(err instanceof RangeError)) throw err
    throw new AppError(400, jobMessages.startDateInvalid, {
      fieldErrors: [{ field: 'userJobStartTime', message: jobMessages.startDateInvalid }],
    })
  }
}

/**
 * The job's first run — 15 minutes after it was created or activated as a copy (spec §4), off its schedule —
 * when it is still to come: the stored next run of a job with no run recorded yet, when that instant is not a
 * slot of the schedule (a schedule saved since has already put the next run on a slot). Null otherwise, and
 * for a schedule that cannot be computed (the scheduler pauses such a job with its reason).
 */
export function pendingFirstRun(
  job: Parameters<typeof scheduleOf>[0] & Pick<JobRow, 'nextRunAt'>,
  hasRuns: boolean,
  holidays: readonly string[] = [],
): Date | null {
  const first = job.nextRunAt
  if (hasRuns || !first) return null
  try {
    const slot = nextRun(scheduleOf(job, holidays), new Date(first.getTime() - 1))
    return slot?.getTime() === first.getTime() ? null : first
  } catch (err) {
    if (err instanceof RangeError) return null
    throw err
  }
}

/**
 * The slots due by `now` starting with `first` (the stored next run), oldest first, at most `limit`,
 * and the first slot after them: what one scheduler pass needs, in as few schedule computations as possible.
 */
export function dueSlots(
  job: Parameters<typeof scheduleOf>[0],
  first: Date,
  now: Date,
  limit: number,
  holidays: readonly string[] = [],
): { due: Date[]; next: Date | null } {
  const schedule = scheduleOf(job, holidays)
  const due = [first]
  // Usually the first slot computed is already in the future; after an outage, ask for more each time.
  for (let chunk = 1; due.length < limit; chunk = Math.min(chunk * 4, 1024)) {
    const batch = nextRuns(schedule, due.at(-1)!, chunk)
    for (const slot of batch) {
      if (slot > now) return { due, next: slot }
      if (due.push(slot) === limit) break
    }
    if (batch.length < chunk && due.length < limit) return { due, next: null }
  }
  return { due, next: nextRun(schedule, due.at(-1)!) }
}
