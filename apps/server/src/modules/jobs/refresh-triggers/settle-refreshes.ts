import { isTrialExpired, jobMessages, refreshMessages, refreshRunAllowedAt } from '@herald/contracts'
import type { DataRefresh } from '../../../connectors/connector.ts'
import type { Executor } from '../../../db/client.ts'
import type { Queue } from '../../../platform/queue/queue.ts'
import { insertRunOnce, jobHasActiveRun } from '../job-runs.queries.ts'
import { executeRunJob } from '../../reports/index.ts'
import { clockTime, refreshRunDetail } from './refresh-text.ts'
import {
  insertNewRefreshes,
  lockRefreshJob,
  setJobRefreshFields,
  setRefreshStates,
  waitingRefreshes,
  type RefreshJob,
  type RefreshRow,
} from './refresh-triggers.queries.ts'

/**
 * Records the refreshes a job has not seen and starts at most one run for them, in one transaction under the job's
 * row lock (ADR 0044). Each refresh is claimed by its insert under UNIQUE (job_id, refresh_id), so a refresh seen by
 * several schedulers is recorded once; only WAITING refreshes can start a run, and the run's idempotency key is the
 * refresh's id, so it runs once. A failed refresh starts nothing and is shown on the job. Refreshes outside the
 * window (or too soon after the last run, or while a run is active) wait; when the run starts it covers every
 * waiting refresh (one run, the newest data). Returns the run started, if any.
 */
export async function settleRefreshes(
  tx: Executor,
  queue: Queue,
  jobId: number,
  history: DataRefresh[],
  now: Date,
): Promise<number | undefined> {
  const job = await lockRefreshJob(tx, jobId)
  if (!job) return undefined
  await recordNewRefreshes(tx, job, history)
  const waiting = await waitingRefreshes(tx, jobId)
  const latest = waiting.at(-1)
  if (!latest) return undefined
  const allowedAt = refreshRunAllowedAt(job, now)
  if (allowedAt > now) {
    // Poll again when the window opens (or the limit ends), if that is before the next regular poll.
    if (!job.nextRefreshPollAt || allowedAt < job.nextRefreshPollAt)
      await setJobRefreshFields(tx, jobId, { nextRefreshPollAt: allowedAt })
    return undefined
  }
  if (await jobHasActiveRun(tx, jobId)) return undefined
  return startRefreshRun(tx, queue, job, { latest, covered: waiting.slice(0, -1) }, now)
}

/** Records the refreshes ended since the job tracks them (once each); the newest new one's failure shows on the job. */
async function recordNewRefreshes(tx: Executor, job: RefreshJob, history: DataRefresh[]) {
  const since = (job.refreshTrackedSince ?? job.createdAt).getTime()
  const inserted = await insertNewRefreshes(
    tx,
    history
      .filter((r) => r.endedAt.getTime() >= since)
      .map((r) => ({
        jobId: job.id,
        refreshId: r.id,
        source: r.source,
        endedAt: r.endedAt,
        state: r.status === 'FAILED' ? 'FAILED' : 'WAITING',
        error: r.error ?? null,
      })),
  )
  const newest = inserted.toSorted((a, b) => b.endedAt.getTime() - a.endedAt.getTime())[0]
  if (!newest) return
  const refreshNote =
    newest.state === 'FAILED'
      ? refreshMessages.refreshFailed(
          clockTime(newest.endedAt, job.timeZone),
          newest.error ?? 'no reason given',
        )
      : null
  await setJobRefreshFields(tx, job.id, { refreshNote })
}

/**
 * The one run for the waiting refreshes (keyed by the newest one's id, so it runs once): queued, or SKIPPED when
 * the owner is deactivated or the trial is over. The newest refresh started it, the older ones are covered.
 */
async function startRefreshRun(
  tx: Executor,
  queue: Queue,
  job: RefreshJob,
  { latest, covered }: { latest: RefreshRow; covered: RefreshRow[] },
  now: Date,
): Promise<number | undefined> {
  const reason = job.ownerDeactivated
    ? jobMessages.ownerDeactivated
    : isTrialExpired(job.plan, now)
      ? jobMessages.trialExpired
      : null
  const run = await insertRunOnce(tx, {
    jobId: job.id,
    scheduledFor: now,
    trigger: 'REFRESH',
    triggerDetail: refreshRunDetail(latest, job.timeZone),
    status: reason ? 'SKIPPED' : 'QUEUED',
    reason,
    idempotencyKey: `refresh:${latest.refreshId}`,
  })
  if (!run) return undefined // another run holds this instant: the refresh waits for the next pass
  if (!reason) await queue.enqueue(executeRunJob, { runId: run.id }, { tx })
  await setRefreshStates(tx, [latest.id], reason ? 'SKIPPED' : 'STARTED', run.id)
  await setRefreshStates(
    tx,
    covered.map((r) => r.id),
    'COVERED',
    run.id,
  )
  await setJobRefreshFields(tx, job.id, { lastRefreshRunAt: now })
  return run.id
}
