import { setTimeout as sleep } from 'node:timers/promises'
import { expireFiles, type RetentionDeps } from './expire-files.ts'

/** How often the scheduler role looks for expired files; a day's retention needs nothing finer. */
const RETENTION_INTERVAL_MS = 60 * 60 * 1000

export interface FileRetention {
  stop(): Promise<void>
}

/** The scheduler role's retention loop: a pass at start, then one an hour (safe in several processes). */
export function startFileRetention(
  deps: RetentionDeps,
  retentionDays: number,
  intervalMs = RETENTION_INTERVAL_MS,
): FileRetention {
  const abort = new AbortController()
  const loop = (async () => {
    while (!abort.signal.aborted) {
      try {
        await expireFiles(deps, retentionDays)
      } catch (err) {
        deps.log.error({ err }, 'file retention pass failed; the next pass tries again')
      }
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
