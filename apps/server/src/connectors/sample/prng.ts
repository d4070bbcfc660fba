/** A seeded pseudo-random generator: mulberry32, returning floats in [0, 1). */
export type Random = () => number

export function mulberry32(seed: number): Random {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Picks an index; `weights[i]` gives item i's relative chance. */
export function pickWeighted(random: Random, weights: readonly number[]): number {
  const total = weights.reduce((sum, weight) => sum + weight, 0)
  let ticket = random() * total
  for (let i = 0; i < weights.length; i++) {
    ticket -= weights[i] as number
    if (ticket < 0) return i
  }
  return weights.length - 1
}
