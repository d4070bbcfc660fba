import { isTrialExpired, jobMessages } from '@herald/contracts'
import type { JobDeps } from './job-deps.ts'
import { dueSlots } from './job-schedule.ts'
import { insertRunOnce, jobHasActiveRun } from './job-runs.queries.ts'
import { executeRunJob } from './jobs.jobs.ts'
import { claimDueJobs, recordMissedSlots, setNextRunAt } from './scheduler.queries.ts'

export const BATCH_SIZE = 200
const MAX_SLOTS_PER_JOB = 10_000
export const missedReason = 'Herald was not running at this time; one catch-up run replaced the missed runs.'
export const predecessorActiveReason = 'Skipped: the previous run of this job was still active.'

/**
 * One scheduler pass over at most BATCH_SIZE due jobs, in one transaction: per job, the latest due
 * slot gets a run (unique per job and slot, so racing schedulers fire it once), older due slots are
 * recorded as MISSED, and the next run moves past now. Returns how many jobs it handled.
 */
export async function dispatchDueJobs({ db, queue, clock }: JobDeps): Promise<number> {
  const now = clock()
  return db.transaction(async (tx) => {
    const due = await claimDueJobs(tx, now, BATCH_SIZE)
    for (const job of due) {
      const { due: slots, next } = dueSlots(job, job.nextRunAt!, now, MAX_SLOTS_PER_JOB)
      const latest = slots.at(-1)!
      await recordMissedSlots(tx, job.id, slots.slice(0, -1), missedReason)
      const reason = isTrialExpired(job.plan, now)
        ? jobMessages.trialExpired
        : (await jobHasActiveRun(tx, job.id))
          ? predecessorActiveReason
          : null
      const run = await insertRunOnce(tx, {
        jobId: job.id,
        scheduledFor: latest,
        trigger: slots.length > 1 ? 'CATCH_UP' : 'SCHEDULE',
        status: reason ? 'SKIPPED' : 'QUEUED',
        reason,
      })
      if (run && !reason) await queue.enqueue(executeRunJob, { runId: run.id }, { tx })
      await setNextRunAt(tx, job.id, next)
    }
    return due.length
  })
}
