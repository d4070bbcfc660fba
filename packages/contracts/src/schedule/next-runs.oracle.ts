// Test oracle for next-runs.ts (used by next-runs.property.test.ts only; not exported).
// Brute force, sharing no code with the implementation: walk UTC minute by minute, read the local
// wall-clock time with Intl.DateTimeFormat, and apply Herald's DST policy directly. The clock's
// high-water mark is the latest local time shown so far; when the clock moves past it, every cron
// slot it passes over (one minute normally, the whole gap when clocks jump forward) runs once, now.
// When clocks go back, nothing runs until they pass the high-water mark again.

const MINUTE = 60_000
const WARM_UP = 4 * 60 * MINUTE
const RANGES = [
  [0, 59],
  [0, 23],
  [1, 31],
  [1, 12],
  [0, 7],
] as const

export function fieldSet(text: string, [min, max]: readonly [number, number]): Set<number> {
  const set = new Set<number>()
  for (const item of text.split(',')) {
    const [range = '', stepText] = item.split('/')
    const step = stepText ? Number(stepText) : 1
    const [a = '', b] = range.split('-')
    const low = a === '*' ? min : Number(a)
    const high = a === '*' ? max : b !== undefined ? Number(b) : low
    for (let v = low; v <= high; v += step) set.add(v)
  }
  return set
}

export function cronMatcher(cron: string): (wall: number) => boolean {
  const [minute, hour, dom, month, dow] = cron
    .trim()
    .split(/\s+/)
    .map((part, i) => fieldSet(part, RANGES[i] ?? [0, 0]))
  return (wall) => {
    const d = new Date(wall)
    const weekday = d.getUTCDay()
    return Boolean(
      minute?.has(d.getUTCMinutes()) &&
      hour?.has(d.getUTCHours()) &&
      dom?.has(d.getUTCDate()) &&
      month?.has(d.getUTCMonth() + 1) &&
      (dow?.has(weekday) || (weekday === 0 && dow?.has(7))),
    )
  }
}

export function localWall(timeZone: string): (instant: number) => number {
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  })
  return (instant) => {
    const p = Object.fromEntries(format.formatToParts(instant).map((x) => [x.type, Number(x.value)]))
    return Date.UTC(p.year ?? 0, (p.month ?? 1) - 1, p.day ?? 1, p.hour ?? 0, p.minute ?? 0)
  }
}

/** Runs in (from, to], both instants in ms; `startWall` is the start time as a wall time. */
export function oracleRuns(
  cron: string,
  timeZone: string,
  startWall: number,
  from: number,
  to: number,
): number[] {
  const matches = cronMatcher(cron)
  const wallOf = localWall(timeZone)
  const runs: number[] = []
  let t = Math.floor((from - WARM_UP) / MINUTE) * MINUTE
  let highWater = wallOf(t)
  for (t += MINUTE; t <= to; t += MINUTE) {
    const wall = wallOf(t)
    if (wall <= highWater) continue
    let due = false
    for (let slot = highWater + MINUTE; slot <= wall; slot += MINUTE) {
      if (slot >= startWall && matches(slot)) due = true
    }
    highWater = wall
    if (due && t > from) runs.push(t)
  }
  return runs
}
