import { setTimeout as sleep } from 'node:timers/promises'
import type { Logger } from '../../platform/log.ts'
import { BATCH_SIZE, dispatchDueJobs } from './dispatch-due-jobs.ts'
import type { JobDeps } from './job-deps.ts'

export interface Scheduler {
  stop(): Promise<void>
}

/** The scheduler role: a pass every `intervalMs`, back to back while passes come back full. */
export function startScheduler(deps: JobDeps, log: Logger, intervalMs = 2_000): Scheduler {
  const abort = new AbortController()
  const loop = (async () => {
    while (!abort.signal.aborted) {
      let handled = 0
      try {
        handled = await dispatchDueJobs(deps)
      } catch (err) {
        log.error({ err }, 'scheduler pass failed')
      }
      if (handled < BATCH_SIZE)
        await sleep(intervalMs, undefined, { signal: abort.signal }).catch(() => undefined)
    }
  })()
  return {
    async stop() {
      abort.abort()
      await loop
    },
  }
}
