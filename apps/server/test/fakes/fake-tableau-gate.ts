/**
 * Holds the next `count` requests of a kind at the fake until the test lets them go, so a test can put
 * several calls in flight at once and choose what happens to them meanwhile (no timing involved).
 */
export interface Gate {
  /** Settles when all `count` requests are being held. */
  arrived: Promise<void>
  /** How many requests are being held now. */
  held(): number
  /** Lets the first `n` held requests (in arrival order) go on; all of them without `n`. */
  release(n?: number): void
}

export interface GateSlot {
  gate: Gate
  /** Waits if the gate still takes requests; resolves at once otherwise. */
  pass(): Promise<void>
}

export function createGate(count: number): GateSlot {
  const waiting: (() => void)[] = []
  let taken = 0
  let arrive!: () => void
  const arrived = new Promise<void>((resolve) => (arrive = resolve))
  const gate: Gate = {
    arrived,
    held: () => waiting.length,
    release(n = waiting.length) {
      for (const go of waiting.splice(0, n)) go()
    },
  }
  return {
    gate,
    pass() {
      if (taken >= count) return Promise.resolve()
      taken++
      const wait = new Promise<void>((resolve) => waiting.push(resolve))
      if (taken === count) arrive()
      return wait
    },
  }
}
