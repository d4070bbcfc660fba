import { ConnectorError } from '../../../connectors/connector.ts'
import type { Logger } from '../../../platform/log.ts'
import type { RefreshDeps } from './refresh-deps.ts'
import { refreshHistoryOf } from './refresh-history.ts'
import { claimDueRefreshPolls, setJobRefreshFields } from './refresh-triggers.queries.ts'
import { settleRefreshes } from './settle-refreshes.ts'

export const POLL_BATCH = 50

/**
 * One poll pass: claims up to POLL_BATCH jobs whose refresh poll is due (moving each one's next poll by its
 * interval, SKIP LOCKED so N schedulers share them), reads each one's refresh history outside any transaction,
 * then settles what it read. A source that cannot be read leaves its waiting refreshes waiting and says why on the
 * job. Returns how many jobs it polled.
 */
export async function pollRefreshes(deps: RefreshDeps, log: Logger): Promise<number> {
  const claimed = await deps.db.transaction((tx) => claimDueRefreshPolls(tx, deps.clock(), POLL_BATCH))
  for (const job of claimed) {
    try {
      const history = await refreshHistoryOf(deps, job).catch(async (err: unknown) => {
        if (!(err instanceof ConnectorError)) throw err
        await setJobRefreshFields(deps.db, job.id, {
          refreshNote: `Herald could not read the refresh history: ${err.message}`,
        })
        return []
      })
      await deps.db.transaction((tx) => settleRefreshes(tx, deps.queue, job.id, history, deps.clock()))
    } catch (err) {
      log.error({ err, jobId: job.id }, 'refresh poll failed')
    }
  }
  return claimed.length
}
