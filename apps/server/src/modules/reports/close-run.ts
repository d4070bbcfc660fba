import type { Executor } from '../../db/client.ts'
import type { Logger } from '../../platform/log.ts'
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
  deps: { queue: Queue; publicUrl: string; clock: () => Date; log: Logger },
  runId: number,
): Promise<void> {
  const finished = await finishRunIfDone(tx, runId, deps.clock())
  if (finished) {
    recordRun(finished.status)
    deps.log.info(
      {
        runId,
        jobId: finished.job.id,
        trigger: finished.trigger,
        ...finished.counts,
        durationMs: finished.durationMs,
      },
      runFinishedLine(finished),
    )
  }
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

/** One readable line for the development log (ADR 0051): what the run made and sent, and how long it took. */
export function runFinishedLine(run: {
  job: { id: number; name: string }
  trigger: string
  status: string
  counts: {
    generated: number
    failed: number
    skipped: number
    emailed: number
    emailsFailed: number
    emailsWaiting: number
  }
  durationMs: number
}): string {
  const c = run.counts
  const parts = [`${c.generated} file(s)`, `${c.emailed} email(s) sent`]
  if (c.failed > 0) parts.push(`${c.failed} file(s) failed`)
  if (c.skipped > 0) parts.push(`${c.skipped} row(s) skipped`)
  if (c.emailsFailed > 0) parts.push(`${c.emailsFailed} email(s) failed`)
  if (c.emailsWaiting > 0) parts.push(`${c.emailsWaiting} email(s) waiting to retry`)
  const seconds = (run.durationMs / 1000).toFixed(1)
  return `run ${run.status}: job "${run.job.name}" (#${run.job.id}, ${run.trigger.toLowerCase()}): ${parts.join(', ')} in ${seconds} s`
}
