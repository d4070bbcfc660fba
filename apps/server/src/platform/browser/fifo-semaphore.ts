/** Gives back the slot taken by `acquire`; calling it twice is harmless. */
export type Release = () => void

export interface Semaphore {
  /** Resolves when a slot is free. Waiters are served in arrival order, so no render starves. */
  acquire(): Promise<Release>
}

export function createSemaphore(limit: number): Semaphore {
  if (!Number.isInteger(limit) || limit < 1)
    throw new RangeError(`Concurrency must be a positive integer, got ${limit}`)
  let active = 0
  const waiting: (() => void)[] = []

  return {
    async acquire() {
      // A released slot is handed straight to the oldest waiter, so a newcomer can never jump the queue.
      if (active < limit) active++
      else await new Promise<void>((resolve) => waiting.push(resolve))
      let released = false
      return () => {
        if (released) return
        released = true
        const next = waiting.shift()
        if (next) next()
        else active--
      }
    },
  }
}
