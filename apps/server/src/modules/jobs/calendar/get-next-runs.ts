import { nextRuns, type NextRunsResult } from '@herald/contracts'
import type { Principal } from '../../auth/index.ts'
import { requireOwnedJob } from '../owned-job.ts'
import type { JobDeps } from '../job-deps.ts'
import { nextSlot, scheduleOf } from '../job-schedule.ts'
import { holidaysFor } from './job-holidays.ts'

/**
 * The job's next `count` runs after now (ADR 0045): the schedule step 1 previews, with the account's
 * holidays and the end date. A pending first run (15 minutes after creation, off the schedule) and a
 * paused job's schedule are listed as they stand: the list is the calendar, whatever the job's state.
 */
export async function getNextRuns(
  { db, clock }: JobDeps,
  principal: Principal,
  id: number,
  count: number,
): Promise<NextRunsResult> {
  const job = await requireOwnedJob(db, principal, id)
  const now = clock()
  const holidays = await holidaysFor(db, job)
  nextSlot(job, now, holidays) // a stored schedule that cannot be computed is a 400 with its reason
  const runs = nextRuns(scheduleOf(job, holidays), now, count).map((d) => d.toISOString())
  return { timeZone: job.timeZone, runs, ended: job.endDate !== null && runs.length === 0 }
}
