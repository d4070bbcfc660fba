import { isTrialExpired, jobMessages, type JobRunView } from '@herald/contracts'
import { AppError, notFound } from '../../platform/http/errors.ts'
import type { Principal } from '../auth/index.ts'
import type { JobDeps } from './job-deps.ts'
import { findRunByIdempotencyKey, insertRunOnce, jobHasActiveRun } from './job-runs.queries.ts'
import { executeRunJob } from './jobs.jobs.ts'
import { findJob, findOwnerPlan } from './jobs.queries.ts'
import { presentRun } from './present-job.ts'

const alreadyRunningMessage = 'This job is already running. Wait for it to finish or cancel its runs.'

/**
 * "Run now": one run per Idempotency-Key (a retried click or request returns the same run),
 * refused for an expired trial, a paused job or a job with a run still active.
 */
export async function runJobNow(
  { db, queue, clock }: JobDeps,
  principal: Principal,
  id: number,
  idempotencyKey: string,
): Promise<JobRunView> {
  return db.transaction(async (tx) => {
    const job = await findJob(tx, principal.userId, id)
    if (!job) throw notFound()
    const plan = await findOwnerPlan(tx, principal.userId)
    if (!plan || isTrialExpired(plan, clock())) {
      throw new AppError(403, jobMessages.trialExpired)
    }
    if (!job.isActive) throw new AppError(409, jobMessages.inactive)
    const earlier = await findRunByIdempotencyKey(tx, id, idempotencyKey)
    if (earlier) return presentRun(earlier)
    if (await jobHasActiveRun(tx, id)) throw new AppError(409, alreadyRunningMessage)
    const run = await insertRunOnce(tx, {
      jobId: id,
      scheduledFor: clock(),
      trigger: 'MANUAL',
      status: 'QUEUED',
      idempotencyKey,
    })
    if (!run) throw new AppError(409, alreadyRunningMessage)
    await queue.enqueue(executeRunJob, { runId: run.id }, { tx })
    return presentRun(run)
  })
}
