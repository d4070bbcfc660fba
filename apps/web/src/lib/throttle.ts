/** Returns a function that answers true at most once per `intervalMs`. */
export function createThrottle(intervalMs: number, now: () => number = Date.now): () => boolean {
  let last = Number.NEGATIVE_INFINITY
  return () => {
    const t = now()
    if (t - last < intervalMs) return false
    last = t
    return true
  }
}
