import type { UserJob } from '@herald/contracts'
import type { Principal } from '../auth/index.ts'
import { changeOwnedJob } from './change-owned-job.ts'
import type { JobDeps } from './job-deps.ts'
import { nextSlot } from './job-schedule.ts'
import { holidaysFor } from './calendar/job-holidays.ts'

/** Pausing keeps the schedule; activating resumes from now (a paused period is not caught up). */
export async function setJobActive(
  { db, clock }: JobDeps,
  principal: Principal,
  id: number,
  active: boolean,
): Promise<UserJob> {
  return changeOwnedJob(db, principal, id, async (job) => ({
    isActive: active,
    ...(active && !job.isActive ? { nextRunAt: nextSlot(job, clock(), await holidaysFor(db, job)) } : {}),
  }))
}
