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
  // A test run's outcome is for the one who asked (history shows it), not for the error-notification list.
  if (finished?.status !== 'FAILED' || finished.trigger === 'TEST') return
  await notifyFailure(tx, deps, {
    userId: finished.job.userId,
    jobId: finished.job.id,
    jobName: finished.job.name,
    what: 'A run failed',
    details: [
      `${finished.failed} file(s) could not be generated.`,
      finished.firstError ?? '',
      ...skippedLines(finished.skippedReasons),
    ],
  })
}

/** The rows skipped for having no data (ADR 0043), listed in the failure notice: nothing was sent to them. */
function skippedLines(reasons: string[]): string[] {
  if (reasons.length === 0) return []
  return [`${reasons.length} row(s) were skipped:`, ...reasons]
}
