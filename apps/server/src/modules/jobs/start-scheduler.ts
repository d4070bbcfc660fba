import { setTimeout as sleep } from 'node:timers/promises'
import type { Logger } from '../../platform/log.ts'
import { BATCH_SIZE, dispatchDueJobs } from './dispatch-due-jobs.ts'
import type { JobDeps } from './job-deps.ts'
import { earliestNextRun } from './scheduler.queries.ts'

export interface Scheduler {
  stop(): Promise<void>
}

/**
 * The scheduler role. Passes run back to back while they come back full; otherwise the loop sleeps
 * until the earliest next run of any active job, at most `intervalMs` (jobs created or edited by other
 * processes meanwhile are picked up by then), so a run starts at its time rather than up to a poll late.
 */
export function startScheduler(deps: JobDeps, log: Logger, intervalMs = 2_000): Scheduler {
  const abort = new AbortController()
  const loop = (async () => {
    while (!abort.signal.aborted) {
      let wait = intervalMs
      try {
        if ((await dispatchDueJobs(deps)) === BATCH_SIZE) continue
        const next = await earliestNextRun(deps.db)
        if (next) wait = Math.min(intervalMs, Math.max(50, next.getTime() - deps.clock().getTime()))
      } catch (err) {
        log.error({ err }, 'scheduler pass failed')
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
