import { isTrialExpired, jobMessages, type RunNowResult } from '@herald/contracts'
import { AppError, notFound } from '../../platform/http/errors.ts'
import type { Principal } from '../auth/index.ts'
import type { JobDeps } from './job-deps.ts'
import { findRunByIdempotencyKey, insertRunOnce, jobHasActiveRun, jobHasRuns } from './job-runs.queries.ts'
import { nextSlot, pendingFirstRun } from './job-schedule.ts'
import { executeRunJob } from '../reports/index.ts'
import { findOwnerPlan, lockJob, replaceFirstRun } from './jobs.queries.ts'
import { holidaysFor } from './calendar/job-holidays.ts'
import { presentRun } from './present-job.ts'

const alreadyRunningMessage = 'This job is already running. Wait for it to finish or cancel its runs.'

/**
 * "Run now": one run per Idempotency-Key (a retried click or request returns the same run),
 * refused for an expired trial, a paused job or a job with a run still active. A run by hand before the
 * job's first scheduled run takes its place (ADR 0043): the next run moves to the schedule's next time and
 * the job remembers it (Job Summary says so) — under the job's row lock, so the scheduler, which skips
 * locked jobs, cannot fire the first run meanwhile.
 */
export async function runJobNow(
  { db, queue, clock }: JobDeps,
  principal: Principal,
  id: number,
  idempotencyKey: string,
): Promise<RunNowResult> {
  return db.transaction(async (tx) => {
    const job = await lockJob(tx, principal.userId, id)
    if (!job) throw notFound()
    const plan = await findOwnerPlan(tx, principal.userId)
    const now = clock()
    if (!plan || isTrialExpired(plan, now)) {
      throw new AppError(403, jobMessages.trialExpired)
    }
    if (!job.isActive) throw new AppError(409, jobMessages.inactive)
    const earlier = await findRunByIdempotencyKey(tx, id, idempotencyKey)
    const nextRunOf = (at: Date | null) => at?.toISOString() ?? null
    if (earlier) return { ...presentRun(earlier), firstRunReplaced: false, nextRun: nextRunOf(job.nextRunAt) }
    if (await jobHasActiveRun(tx, id)) throw new AppError(409, alreadyRunningMessage)
    const holidays = await holidaysFor(tx, job)
    const first = pendingFirstRun(job, await jobHasRuns(tx, id), holidays)
    const run = await insertRunOnce(tx, {
      jobId: id,
      scheduledFor: now,
      trigger: principal.sessionId === undefined ? 'API' : 'MANUAL',
      status: 'QUEUED',
      idempotencyKey,
    })
    if (!run) throw new AppError(409, alreadyRunningMessage)
    await queue.enqueue(executeRunJob, { runId: run.id }, { tx })
    const nextRun = first ? nextSlot(job, now, holidays) : job.nextRunAt
    if (first) await replaceFirstRun(tx, id, nextRun, now)
    return { ...presentRun(run), firstRunReplaced: first !== null, nextRun: nextRunOf(nextRun) }
  })
}
