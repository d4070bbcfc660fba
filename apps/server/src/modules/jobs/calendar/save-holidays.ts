import type { AccountHolidays, AccountHolidaysInput } from '@herald/contracts'
import type { Principal } from '../../auth/index.ts'
import type { JobDeps } from '../job-deps.ts'
import { nextSlot, pendingFirstRun } from '../job-schedule.ts'
import { jobHasRuns } from '../job-runs.queries.ts'
import {
  holidayDaysByUser,
  listHolidays,
  lockWorkingDayJobs,
  replaceHolidays,
  setNextRunAt,
} from './holidays.queries.ts'

/**
 * Replaces the account's holiday list, and in the same transaction moves the next run of its active
 * working-day jobs to the new calendar: a next run still to come is recomputed from now; one already due
 * (the scheduler is about to take it) and a pending first run (15 minutes after creation) stay.
 */
export async function saveHolidays(
  { db, clock }: JobDeps,
  principal: Principal,
  input: AccountHolidaysInput,
): Promise<AccountHolidays> {
  return db.transaction(async (tx) => {
    const now = clock()
    const jobs = await lockWorkingDayJobs(tx, principal.userId)
    const before = (await holidayDaysByUser(tx, [principal.userId])).get(principal.userId) ?? []
    await replaceHolidays(tx, principal.userId, input.holidays)
    const holidays = input.holidays.map((h) => h.date)
    for (const job of jobs) {
      if (!job.nextRunAt || job.nextRunAt <= now) continue
      // Whether the stored next run is the pending first run is read on the calendar it was computed with.
      if (pendingFirstRun(job, await jobHasRuns(tx, job.id), before)) continue
      await setNextRunAt(tx, job.id, nextSlot(job, now, holidays))
    }
    return { holidays: await listHolidays(tx, principal.userId) }
  })
}
