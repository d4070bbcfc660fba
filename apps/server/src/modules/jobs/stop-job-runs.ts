import { notFound } from '../../platform/http/errors.ts'
import type { Principal } from '../auth/index.ts'
import type { JobDeps } from './job-deps.ts'
import { cancelActiveRuns } from './job-runs.queries.ts'
import { findJob, updateJob } from './jobs.queries.ts'

/** Cancels every QUEUED or RUNNING run of the job; a worker that picks one up later finds nothing to do. */
export async function stopJobRuns(
  { db, clock }: JobDeps,
  principal: Principal,
  id: number,
): Promise<{ cancelled: number }> {
  return db.transaction(async (tx) => {
    const job = await findJob(tx, principal.userId, id)
    if (!job) throw notFound()
    const now = clock()
    const cancelled = await cancelActiveRuns(tx, id, now)
    if (cancelled > 0 && job.status === 'RUNNING') {
      await updateJob(tx, principal.userId, id, { status: 'IDLE', statusDetails: 'Cancelled' })
    }
    return { cancelled }
  })
}
