import { isTrialExpired, jobMessages } from '@herald/contracts'
import { jobsWithActiveRuns, type NewRunRow } from './job-runs.queries.ts'
import type { JobDeps } from './job-deps.ts'
import { holidayDaysByUser } from './calendar/holidays.queries.ts'
import { dueSlots } from './job-schedule.ts'
import { executeRunJob } from '../reports/index.ts'
import { claimDueJobs, insertRuns, pauseJobs, setNextRunAts } from './scheduler.queries.ts'

export const BATCH_SIZE = 500
const MAX_SLOTS_PER_JOB = 10_000
export const missedReason = 'Herald was not running at this time; one catch-up run replaced the missed runs.'
export const predecessorActiveReason = 'Skipped: the previous run of this job was still active.'

type DueJob = Parameters<typeof dueSlots>[0] & { nextRunAt: Date | null }

/**
 * `dueSlots` for one pass, computed once for the jobs that share a schedule and a next run (a herd of jobs on one
 * cron and zone costs one computation, not one each); a schedule that cannot be computed answers its error.
 */
function sharedDueSlots(now: Date) {
  const computed = new Map<string, ReturnType<typeof dueSlots> | Error>()
  return (job: DueJob, holidays: readonly string[]) => {
    const key = JSON.stringify([
      job.cronExpression,
      job.runFrequency,
      job.startTime,
      job.timeZone,
      job.endDate,
      job.workingDaysOnly,
      job.holidayPolicy,
      holidays,
      job.nextRunAt,
    ])
    let result = computed.get(key)
    if (!result) {
      try {
        result = dueSlots(job, job.nextRunAt!, now, MAX_SLOTS_PER_JOB, holidays)
      } catch (err) {
        result = err instanceof Error ? err : new Error(String(err))
      }
      computed.set(key, result)
    }
    return result
  }
}

/**
 * One scheduler pass over at most BATCH_SIZE due jobs, in one transaction and a handful of
 * statements: per job, the latest due slot gets a run (unique per job and slot, so racing
 * schedulers fire it once), older due slots are recorded as MISSED, and the next run moves past
 * now. A job whose schedule cannot be computed (e.g. a start date stored before it was validated)
 * is paused with the reason instead, so it never holds back the other jobs of the batch.
 * Returns how many jobs it handled.
 */
export async function dispatchDueJobs({ db, queue, clock }: JobDeps): Promise<number> {
  const now = clock()
  return db.transaction(async (tx) => {
    const due = await claimDueJobs(tx, now, BATCH_SIZE)
    const busy = await jobsWithActiveRuns(
      tx,
      due.map((job) => job.id),
    )
    const holidays = await holidayDaysByUser(
      tx,
      due.filter((job) => job.workingDaysOnly).map((job) => job.userId),
    )
    const runs: NewRunRow[] = []
    const next: Array<{ jobId: number; at: Date | null }> = []
    const paused: Array<{ jobId: number; reason: string }> = []
    const slotsOf = sharedDueSlots(now)
    for (const job of due) {
      const schedule = slotsOf(job, holidays.get(job.userId) ?? [])
      if (schedule instanceof Error) {
        paused.push({ jobId: job.id, reason: jobMessages.schedulePaused(schedule.message) })
        continue
      }
      const { due: slots, next: following } = schedule
      const latest = slots.at(-1)!
      for (const missed of slots.slice(0, -1)) {
        runs.push({
          jobId: job.id,
          scheduledFor: missed,
          trigger: 'SCHEDULE',
          status: 'MISSED',
          reason: missedReason,
        })
      }
      const reason = job.ownerDeactivated
        ? jobMessages.ownerDeactivated
        : isTrialExpired(job.plan, now)
          ? jobMessages.trialExpired
          : busy.has(job.id)
            ? predecessorActiveReason
            : null
      runs.push({
        jobId: job.id,
        scheduledFor: latest,
        trigger: slots.length > 1 ? 'CATCH_UP' : 'SCHEDULE',
        status: reason ? 'SKIPPED' : 'QUEUED',
        reason,
      })
      next.push({ jobId: job.id, at: following })
    }
    const inserted = await insertRuns(tx, runs)
    const queued = inserted.filter((run) => run.status === 'QUEUED').map((run) => ({ runId: run.id }))
    await queue.enqueueMany(executeRunJob, queued, { tx })
    await setNextRunAts(tx, next)
    await pauseJobs(tx, paused)
    return due.length
  })
}
