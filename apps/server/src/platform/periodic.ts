import { setTimeout as sleep } from 'node:timers/promises'

export interface Periodic {
  stop(): Promise<void>
}

/**
 * Runs `pass` at once and then every `intervalMs` until stopped (a pass in progress is awaited). A pass
 * that throws is handed to `failed` and the next one tries again.
 */
export function runPeriodically(
  pass: () => Promise<unknown>,
  intervalMs: number,
  failed: (err: unknown) => void,
): Periodic {
  const abort = new AbortController()
  const loop = (async () => {
    while (!abort.signal.aborted) {
      await pass().catch(failed)
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
