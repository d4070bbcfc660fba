import { setTimeout as sleep } from 'node:timers/promises'
import type { Logger } from '../../platform/log.ts'

export interface PassLoop {
  stop(): Promise<void>
}

interface PassLoopOptions {
  /** One pass; true when it came back full, so the next one starts at once. */
  pass: () => Promise<boolean>
  /** When the earliest piece of work falls due, if any. */
  nextDue: () => Promise<Date | null>
  clock: () => Date
  /** The longest sleep: work made due by other processes meanwhile is picked up by then. */
  intervalMs: number
  log: Logger
  /** What the log says when a pass fails (the loop goes on). */
  failure: string
}

/**
 * A scheduler-role loop: passes back to back while they come back full, otherwise a sleep until the earliest
 * due work (50 ms at least), at most `intervalMs`, so work starts at its time rather than up to a poll late.
 */
export function startPassLoop({ pass, nextDue, clock, intervalMs, log, failure }: PassLoopOptions): PassLoop {
  const abort = new AbortController()
  const loop = (async () => {
    while (!abort.signal.aborted) {
      let wait = intervalMs
      try {
        if (await pass()) continue
        const next = await nextDue()
        if (next) wait = Math.min(intervalMs, Math.max(50, next.getTime() - clock().getTime()))
      } catch (err) {
        log.error({ err }, failure)
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
