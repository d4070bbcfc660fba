import type { Executor } from '../../db/client.ts'
import { recordRun } from '../../platform/metrics/metrics.ts'
import type { Queue } from '../../platform/queue/queue.ts'
import { notifyFailure } from '../notifications/index.ts'
import { finishRunIfDone } from './runs.queries.ts'

/**
 * Closes the run when the file or email just settled (in `tx`) was the last one open, and tells the
 * account's notification recipients when it ended FAILED. Called by whoever settles a file or an email.
 */
export async function closeRunIfSettled(
  tx: Executor,
  deps: { queue: Queue; publicUrl: string; clock: () => Date },
  runId: number,
): Promise<void> {
  const finished = await finishRunIfDone(tx, runId, deps.clock())
  if (finished) recordRun(finished.status)
  if (finished?.status !== 'FAILED') return
  await notifyFailure(tx, deps, {
    userId: finished.job.userId,
    jobId: finished.job.id,
    jobName: finished.job.name,
    what: 'A run failed',
    details: [`${finished.failed} file(s) could not be generated.`, finished.firstError ?? ''],
  })
}
