import type { Logger } from '../../../platform/log.ts'
import { startPassLoop, type PassLoop } from '../pass-loop.ts'
import { POLL_BATCH, pollRefreshes } from './poll-refreshes.ts'
import type { RefreshDeps } from './refresh-deps.ts'
import { earliestRefreshPoll } from './refresh-triggers.queries.ts'

export type RefreshPoller = PassLoop

/**
 * The scheduler role's refresh poll loop (ADR 0044): passes back to back while they come back full, otherwise a
 * sleep until the earliest due poll, at most `intervalMs` (polls made due by another process — "Refresh sample
 * data", an edited job — are picked up by then).
 */
export function startRefreshPoller(deps: RefreshDeps, log: Logger, intervalMs = 1_000): RefreshPoller {
  return startPassLoop({
    pass: async () => (await pollRefreshes(deps, log)) === POLL_BATCH,
    nextDue: () => earliestRefreshPoll(deps.db),
    clock: deps.clock,
    intervalMs,
    log,
    failure: 'refresh poll pass failed',
  })
}
