import type { SampleRefreshResult } from '@herald/contracts'
import type { Logger } from '../../../platform/log.ts'
import type { Principal } from '../../auth/index.ts'
import type { RefreshDeps } from './refresh-deps.ts'
import { refreshHistoryOf, sampleRefreshId } from './refresh-history.ts'
import {
  insertSampleRefresh,
  jobsRunForRefresh,
  lockRefreshJob,
  pollSampleJobsNow,
} from './refresh-triggers.queries.ts'
import { settleRefreshes } from './settle-refreshes.ts'

/**
 * "Refresh sample data": records a completed refresh of the account's sample data and settles the account's
 * sample jobs waiting for refreshes at once, here (the same claim as the scheduler's poll: a refresh starts one run
 * whoever sees it first). Jobs outside their window wait for it. The jobs started are counted from what was recorded
 * for this refresh, so a run the scheduler's poll started for it first counts too.
 */
export async function refreshSampleData(
  deps: RefreshDeps,
  principal: Principal,
  log: Logger,
): Promise<SampleRefreshResult> {
  const now = deps.clock()
  const refresh = await insertSampleRefresh(deps.db, principal.userId, now)
  const jobIds = await pollSampleJobsNow(deps.db, principal.userId, now)
  for (const jobId of jobIds) {
    try {
      const job = await lockRefreshJob(deps.db, jobId)
      if (!job) continue
      const history = await refreshHistoryOf(deps, job)
      await deps.db.transaction((tx) => settleRefreshes(tx, deps.queue, jobId, history, deps.clock()))
    } catch (err) {
      log.error({ err, jobId }, 'sample refresh could not start a job')
    }
  }
  return {
    refreshedAt: refresh.completedAt.toISOString(),
    jobsStarted: await jobsRunForRefresh(deps.db, sampleRefreshId(refresh.id)),
  }
}
