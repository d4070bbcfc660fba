// Wall-clock arithmetic in IANA time zones, built on Intl only.
// A "wall" time is a local date-time stored as milliseconds as if it were UTC (Date.UTC of its fields).
// Assumption: two offset changes of one zone are never less than 3 hours apart (true of the tz database
// for every zone since 1970); the smallest lookups below rely on it.

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const LOOKBACK = 3 * HOUR

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    formatters.set(timeZone, format)
  }
  return format
}

/** The zone's offset from UTC at an instant, in milliseconds (whole seconds). */
export function zoneOffsetMs(timeZone: string, instantMs: number): number {
  const whole = Math.floor(instantMs / 1000) * 1000
  const fields: Record<string, number> = {}
  for (const part of formatter(timeZone).formatToParts(whole)) fields[part.type] = Number(part.value)
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = fields
  return Date.UTC(year, month - 1, day, hour, minute, second) - whole
}

/** The wall time the zone's clocks show at an instant. */
export function wallTimeAt(timeZone: string, instantMs: number): number {
  return instantMs + zoneOffsetMs(timeZone, instantMs)
}

/**
 * The latest wall time the zone's clocks have shown up to and including an instant. It is later than
 * the current wall time shortly after clocks go back: during a repeated hour the clock has already
 * shown the times it shows again.
 */
export function wallHighWater(timeZone: string, instantMs: number): number {
  const offset = zoneOffsetMs(timeZone, instantMs)
  const earlierOffset = zoneOffsetMs(timeZone, instantMs - LOOKBACK)
  if (earlierOffset <= offset) return instantMs + offset
  let lo = instantMs - LOOKBACK // still on the earlier offset
  let hi = instantMs // already on the later one
  while (hi - lo > 1000) {
    const mid = lo + Math.floor((hi - lo) / 2)
    if (zoneOffsetMs(timeZone, mid) === earlierOffset) lo = mid
    else hi = mid
  }
  return Math.max(instantMs + offset, lo + earlierOffset)
}

/**
 * The first instant at which the zone's clocks show the wall time or a later one: the wall time itself
 * when it exists, its first occurrence when it occurs twice, and the end of the gap (the instant clocks
 * jump forward) when it does not exist.
 */
export function firstInstantAtOrAfterWall(timeZone: string, wall: number): number {
  const before = zoneOffsetMs(timeZone, wall - DAY)
  const after = zoneOffsetMs(timeZone, wall + DAY)
  const earliest = wall - Math.max(before, after)
  const latest = wall - Math.min(before, after)
  for (const instant of [earliest, latest]) if (wallTimeAt(timeZone, instant) === wall) return instant
  // The wall time falls in a gap: find the whole second at which clocks jump past it.
  let lo = Math.floor(earliest / 1000) // shows a wall time before the gap
  let hi = Math.ceil(latest / 1000) // shows one after it
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2)
    if (wallTimeAt(timeZone, mid * 1000) >= wall) hi = mid
    else lo = mid
  }
  return hi * 1000
}

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/

/** Reads 'YYYY-MM-DDTHH:mm[:ss]' as a wall time; throws a RangeError on anything else. */
export function parseLocalDateTime(text: string): number {
  const match = LOCAL_DATE_TIME.exec(text)
  if (!match) throw new RangeError(`Not a local date-time (YYYY-MM-DDTHH:mm[:ss]): ${text}`)
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = match
    .slice(1)
    .map((value) => Number(value ?? '0'))
  const wall = Date.UTC(year, month - 1, day, hour, minute, second)
  const back = new Date(wall)
  const fieldsKept =
    back.getUTCFullYear() === year && back.getUTCMonth() === month - 1 && back.getUTCDate() === day
  if (!fieldsKept || hour > 23 || minute > 59 || second > 59)
    throw new RangeError(`Not a valid local date-time: ${text}`)
  return wall
}
