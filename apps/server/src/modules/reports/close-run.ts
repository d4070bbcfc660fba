import type { Database } from '../../db/client.ts'
import type { Logger } from '../../platform/log.ts'
import { recordRun } from '../../platform/metrics/metrics.ts'
import type { Queue } from '../../platform/queue/queue.ts'
import { notifyFailure } from '../notifications/index.ts'
import { finishRunIfDone, runLooksSettled } from './runs.queries.ts'

/**
 * Closes the run if nothing of it is open any more, and tells the account's notification recipients when
 * it ended FAILED. Whoever settles a file or an email calls it after committing: the last of them to
 * commit reads after every commit and closes the run (ADR 0036). The check before the lock is a plain
 * read, so the settles of a burst do not queue for the run's row; only those that find it settled lock it.
 * Closing is not the settled file's or email's outcome, so a failure here is logged, not thrown; a run left
 * open that way, or by a closer that stopped between its commit and this call, is closed by
 * `closeSettledRuns` in the scheduler role.
 */
export async function closeRunIfSettled(deps: CloseRunDeps, runId: number): Promise<void> {
  await closeRun(deps, runId).catch((err: unknown) =>
    deps.log.warn({ err, runId }, 'closing the run failed; the scheduler role closes it later'),
  )
}

export interface CloseRunDeps {
  db: Database
  queue: Queue
  publicUrl: string
  clock: () => Date
  log: Logger
}

async function closeRun(deps: CloseRunDeps, runId: number): Promise<void> {
  if (!(await runLooksSettled(deps.db, runId))) return
  const finished = await deps.db.transaction(async (tx) => {
    const run = await finishRunIfDone(tx, runId, deps.clock())
    if (run?.status === 'FAILED')
      await notifyFailure(tx, deps, {
        userId: run.job.userId,
        jobId: run.job.id,
        jobName: run.job.name,
        what: 'A run failed',
        details: [`${run.failed} file(s) could not be generated.`, run.firstError ?? ''],
      })
    return run
  })
  if (finished) recordRun(finished.status)
}
