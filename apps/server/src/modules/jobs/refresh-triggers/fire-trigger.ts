import { randomUUID } from 'node:crypto'
import {
  isTrialExpired,
  jobMessages,
  refreshMessages,
  tooManyRequestsMessage,
  type TriggerRunResult,
} from '@herald/contracts'
import { hashApiKey } from '../../../platform/crypto/api-key-secret.ts'
import { AppError } from '../../../platform/http/errors.ts'
import { recordAuditEvent } from '../../audit/index.ts'
import { countRequestInWindow } from '../../auth/index.ts'
import type { JobDeps } from '../job-deps.ts'
import { findRunByIdempotencyKey, insertRunOnce, jobHasActiveRun } from '../job-runs.queries.ts'
import { executeRunJob } from '../../reports/index.ts'
import { lockJobByTriggerHash } from './refresh-triggers.queries.ts'

/** Calls of one trigger URL per minute (on top of the per-address limit of every request). */
export const TRIGGER_CALLS_PER_MINUTE = 10
const alreadyRunningMessage = 'This job is already running. Wait for it to finish or cancel its runs.'

/**
 * `POST /api/triggers/{token}`: one run of the token's job per Idempotency-Key (the key is kept on the run, so a
 * repeat answers the same run), refused like Run now for a paused job, one still running or an expired trial.
 * An unknown or revoked token is a 404 that says so; each URL is limited to TRIGGER_CALLS_PER_MINUTE.
 */
export async function fireTrigger(
  { db, queue, clock }: JobDeps,
  token: string,
  idempotencyKey: string | undefined,
  address: string,
): Promise<TriggerRunResult> {
  const hash = hashApiKey(token)
  const now = clock()
  const { count, windowEnd } = await countRequestInWindow(db, `trigger:${hash}`, 60_000, now.getTime())
  if (count > TRIGGER_CALLS_PER_MINUTE) {
    const retryAfter = String(Math.max(1, Math.ceil((windowEnd - now.getTime()) / 1000)))
    throw new AppError(429, tooManyRequestsMessage, { headers: { 'retry-after': retryAfter } })
  }
  const result = await db.transaction(async (tx) => {
    const job = await lockJobByTriggerHash(tx, hash)
    if (!job) throw new AppError(404, refreshMessages.triggerUnknown)
    if (job.ownerDeactivated) throw new AppError(403, jobMessages.ownerDeactivated)
    if (isTrialExpired(job.plan, now)) throw new AppError(403, jobMessages.trialExpired)
    if (!job.isActive) throw new AppError(409, jobMessages.inactive)
    const key = `url:${idempotencyKey ?? randomUUID()}`
    const earlier = await findRunByIdempotencyKey(tx, job.id, key)
    if (earlier) return { runId: earlier.id, job, replayed: true }
    if (await jobHasActiveRun(tx, job.id)) throw new AppError(409, alreadyRunningMessage)
    const run = await insertRunOnce(tx, {
      jobId: job.id,
      scheduledFor: now,
      trigger: 'TRIGGER_URL',
      triggerDetail: 'Trigger URL',
      status: 'QUEUED',
      idempotencyKey: key,
    })
    if (!run) throw new AppError(409, alreadyRunningMessage)
    await queue.enqueue(executeRunJob, { runId: run.id }, { tx })
    return { runId: run.id, job, replayed: false }
  })
  if (!result.replayed) {
    await recordAuditEvent(db, {
      principal: result.job.email,
      type: 'TRIGGER_URL_USED',
      data: { jobId: String(result.job.id), runId: String(result.runId), address },
    })
  }
  return { runId: result.runId }
}
