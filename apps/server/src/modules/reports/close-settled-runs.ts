import { closeRunIfSettled, type CloseRunDeps } from './close-run.ts'
import { settledRunningRuns } from './runs.queries.ts'

/** Runs closed in one pass at most. */
const PASS_LIMIT = 100

/**
 * Closes runs that are RUNNING with nothing open: the process that settled their last file or email stopped
 * between its commit and closing the run. Safe in several processes at once (closing is conditional).
 */
export async function closeSettledRuns(deps: CloseRunDeps): Promise<number> {
  const runIds = await settledRunningRuns(deps.db, PASS_LIMIT)
  for (const runId of runIds) await closeRunIfSettled(deps, runId)
  if (runIds.length > 0) deps.log.info({ runs: runIds.length }, 'closed runs whose closer had stopped')
  return runIds.length
}
