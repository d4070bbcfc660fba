import { jobMessages } from '@herald/contracts'
import { recordRun } from '../../platform/metrics/metrics.ts'
import type { ReportsDeps } from './reports-deps.ts'
import { failUnconfiguredRunsAtStart } from './runs.queries.ts'

export const notConfiguredDetails = 'Report not configured'

/**
 * The run starts of a fetched batch settled together: every run of `runIds` still QUEUED whose job has no
 * report and whose owner has no one to notify fails at start in one statement — what `executeRun` would do
 * for each, in two round trips each (a thundering herd of unconfigured jobs is thousands of them). The
 * condition is checked by the statement that fails the run, so a report saved meanwhile is never missed.
 * Returns the runs left for `executeRun`.
 */
export async function failUnconfiguredRuns(
  deps: Pick<ReportsDeps, 'db' | 'clock'>,
  runIds: number[],
): Promise<number[]> {
  const failed = await failUnconfiguredRunsAtStart(deps.db, runIds, {
    reason: jobMessages.notConfigured,
    details: notConfiguredDetails,
    now: deps.clock(),
  })
  for (const _ of failed) recordRun('FAILED')
  const done = new Set(failed.map((run) => run.runId))
  return runIds.filter((id) => !done.has(id))
}
