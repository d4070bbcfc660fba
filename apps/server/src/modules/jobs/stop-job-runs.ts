import type { Principal } from '../auth/index.ts'
import { requireOwnedJob } from './owned-job.ts'
import { cancelQueuedFiles } from '../reports/index.ts'
import type { JobDeps } from './job-deps.ts'
import { cancelActiveRuns } from './job-runs.queries.ts'
import { updateJob } from './jobs.queries.ts'

/**
 * Cancels every QUEUED or RUNNING run of the job, and in the same transaction closes the files no worker
 * has taken yet and takes their render jobs off the queue (ADR 0039): the run's queued work is gone when
 * Stop answers, whatever its size. Renders under way finish; a worker that picks up a run later finds
 * nothing to do.
 */
export async function stopJobRuns(
  { db, queue, clock }: JobDeps,
  principal: Principal,
  id: number,
): Promise<{ cancelled: number }> {
  return db.transaction(async (tx) => {
    const job = await requireOwnedJob(tx, principal, id)
    const now = clock()
    const cancelled = await cancelActiveRuns(tx, id, now)
    if (cancelled > 0) await cancelQueuedFiles(tx, { queue, clock: () => now }, id)
    if (cancelled > 0 && job.status === 'RUNNING') {
      await updateJob(tx, principal.userId, id, { status: 'IDLE', statusDetails: 'Cancelled' })
    }
    return { cancelled }
  })
}
