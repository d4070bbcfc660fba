import { nextRun, type Schedule } from '@herald/contracts'
import type { JobRow } from './jobs.queries.ts'

export const FIRST_RUN_DELAY_MS = 15 * 60 * 1000

export function scheduleOf(job: Pick<JobRow, 'cronExpression' | 'runFrequency' | 'startTime' | 'timeZone'>): Schedule {
  return { cron: job.cronExpression, frequency: job.runFrequency, startTime: job.startTime, timeZone: job.timeZone }
}

/** The job's next slot strictly after `after`, in UTC (null when the schedule has none left). */
export function nextSlot(job: Parameters<typeof scheduleOf>[0], after: Date): Date | null {
  return nextRun(scheduleOf(job), after)
}
