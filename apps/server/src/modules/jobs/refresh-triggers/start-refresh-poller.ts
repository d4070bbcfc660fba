import { setTimeout as sleep } from 'node:timers/promises'
import type { Logger } from '../../../platform/log.ts'
import { POLL_BATCH, pollRefreshes } from './poll-refreshes.ts'
import type { RefreshDeps } from './refresh-deps.ts'
import { earliestRefreshPoll } from './refresh-triggers.queries.ts'

export interface RefreshPoller {
  stop(): Promise<void>
}

/**
 * The scheduler role's refresh poll loop (ADR 0044): passes back to back while they come back full, otherwise a
 * sleep until the earliest due poll, at most `intervalMs` (polls made due by another process — "Refresh sample
 * data", an edited job — are picked up by then).
 */
export function startRefreshPoller(deps: RefreshDeps, log: Logger, intervalMs = 1_000): RefreshPoller {
  const abort = new AbortController()
  const loop = (async () => {
    while (!abort.signal.aborted) {
      let wait = intervalMs
      try {
        if ((await pollRefreshes(deps, log)) === POLL_BATCH) continue
        const next = await earliestRefreshPoll(deps.db)
        if (next) wait = Math.min(intervalMs, Math.max(50, next.getTime() - deps.clock().getTime()))
      } catch (err) {
        log.error({ err }, 'refresh poll pass failed')
      }
      await sleep(wait, undefined, { signal: abort.signal }).catch(() => undefined)
    }
  })()
  return {
    async stop() {
      abort.abort()
      await loop
    },
  }
}
