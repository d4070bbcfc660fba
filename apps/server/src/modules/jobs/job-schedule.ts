import { jobMessages, nextRun, nextRuns, type Schedule } from '@herald/contracts'
import { AppError } from '../../platform/http/errors.ts'
import type { JobRow } from './jobs.queries.ts'

export function scheduleOf(
  job: Pick<JobRow, 'cronExpression' | 'runFrequency' | 'startTime' | 'timeZone'>,
): Schedule {
  return {
    cron: job.cronExpression,
    frequency: job.runFrequency,
    startTime: job.startTime,
    timeZone: job.timeZone,
  }
}

/**
 * The job's next slot strictly after `after`, in UTC (null when the schedule has none left). A stored
 * start date that is not a real date (saved before the contract checked the calendar) is a 400.
 */
export function nextSlot(job: Parameters<typeof scheduleOf>[0], after: Date): Date | null {
  try {
    return nextRun(scheduleOf(job), after)
  } catch (err) {
    if (!(err instanceof RangeError)) throw err
    throw new AppError(400, jobMessages.startDateInvalid, {
      fieldErrors: [{ field: 'userJobStartTime', message: jobMessages.startDateInvalid }],
    })
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
): { due: Date[]; next: Date | null } {
  const schedule = scheduleOf(job)
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
