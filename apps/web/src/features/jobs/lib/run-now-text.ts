import type { RunNowResult, UserJob } from '@herald/contracts'
import { formatDateTime } from '../../../lib/format-date.ts'

/** The toasts of "Run now" and "Clone" (ADR 0043). */
export const runQueuedText = 'Job run has been queued.'

/** What the toast says after Run now: when the run took the first scheduled run's place, that too. */
export function runNowText(
  run: Pick<RunNowResult, 'firstRunReplaced' | 'nextRun'>,
  timeZone: string,
): string {
  if (!run.firstRunReplaced) return runQueuedText
  const next = run.nextRun ? formatDateTime(run.nextRun, timeZone) : 'none'
  return `${runQueuedText} The first scheduled run was replaced by this run; next run: ${next}.`
}

/** Job Summary's note under the next run while the first run's replacement is the latest news. */
export const firstRunReplacedNote = 'First run replaced by Run now'

export function clonedText(clone: Pick<UserJob, 'name'>): string {
  return `Job cloned as "${clone.name}". It is paused: review its recipients, then activate it.`
}
