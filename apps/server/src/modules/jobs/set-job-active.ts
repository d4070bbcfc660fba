import type { UserJob } from '@herald/contracts'
import { notFound } from '../../platform/http/errors.ts'
import type { Principal } from '../auth/index.ts'
import { requireOwnedJob } from './owned-job.ts'
import type { JobDeps } from './job-deps.ts'
import { nextSlot } from './job-schedule.ts'
import { updateJob } from './jobs.queries.ts'
import { holidaysFor } from './calendar/job-holidays.ts'
import { presentJob } from './present-job.ts'

/** Pausing keeps the schedule; activating resumes from now (a paused period is not caught up). */
export async function setJobActive(
  { db, clock }: JobDeps,
  principal: Principal,
  id: number,
  active: boolean,
): Promise<UserJob> {
  const job = await requireOwnedJob(db, principal, id)
  const row = await updateJob(db, principal.userId, id, {
    isActive: active,
    ...(active && !job.isActive ? { nextRunAt: nextSlot(job, clock(), await holidaysFor(db, job)) } : {}),
  })
  if (!row) throw notFound()
  return presentJob(row, principal.email)
}
