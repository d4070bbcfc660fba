import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cronProblem } from './cron-rules.ts'
import { nextRun, nextRuns, type Schedule } from './next-runs.ts'
import { localWall, oracleRuns } from './next-runs.oracle.ts'

// T-DST-2 (reference §1.6): nextRuns against a minute-by-minute oracle, around DST transitions.
const ZONES = [
  'America/New_York',
  'Europe/London',
  'Europe/Lisbon',
  'America/Sao_Paulo',
  'America/Santiago',
  'America/Havana',
  'America/St_Johns',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'Asia/Kathmandu',
  'Antarctica/Troll',
  'Africa/Casablanca',
  'UTC',
]
const HOUR = 3_600_000
const WINDOW = 30 * HOUR
const TIMEOUT_MS = 120_000 // about 4 s on an idle machine; room for a loaded box running files side by side

/** Offset changes of a zone in a year, found by sampling every 6 hours and bisecting to the minute. */
const transitionCache = new Map<string, number[]>()
function transitions(zone: string, year: number): number[] {
  const key = `${zone} ${year}`
  const cached = transitionCache.get(key)
  if (cached) return cached
  const wall = localWall(zone)
  const offset = (t: number) => wall(t) - Math.floor(t / 60_000) * 60_000
  const found: number[] = []
  for (let t = Date.UTC(year, 0, 1); t < Date.UTC(year + 1, 0, 1); t += 6 * HOUR) {
    if (offset(t) === offset(t + 6 * HOUR)) continue
    let [lo, hi] = [t, t + 6 * HOUR]
    while (hi - lo > 60_000) {
      const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000
      if (offset(mid) === offset(lo)) lo = mid
      else hi = mid
    }
    found.push(hi)
  }
  transitionCache.set(key, found)
  return found
}

const localIso = (wall: number) => new Date(wall).toISOString().slice(0, 19)

const minutePart = fc.oneof(
  fc.integer({ min: 0, max: 59 }).map(String),
  fc.integer({ min: 0, max: 29 }).map((m) => `${m},${m + 30}`),
  fc.constantFrom('*/30', '0-59/30', '0,30', '15,45', '10,50', '0,40'),
)
const hourPart = fc.oneof(
  fc.constant('*'),
  fc.integer({ min: 0, max: 23 }).map(String),
  fc.uniqueArray(fc.integer({ min: 0, max: 23 }), { minLength: 2, maxLength: 4 }).map((hs) => hs.join(',')),
  fc.tuple(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 12, max: 23 })).map(([a, b]) => `${a}-${b}`),
  fc.integer({ min: 1, max: 12 }).map((k) => `*/${k}`),
  fc.tuple(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 1, max: 6 })).map(([a, k]) => `${a}-23/${k}`),
)
const dayParts = fc.oneof(
  { weight: 4, arbitrary: fc.constant(['*', '*']) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 31 }).map((d) => [`${d},${(d % 28) + 1}`, '*']) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 6 }).map((d) => ['*', `${d},${(d + 3) % 7}`]) },
  { weight: 1, arbitrary: fc.constant(['*', '1-5']) },
)
const cronArb = fc
  .tuple(minutePart, hourPart, dayParts)
  .map(([minute, hour, [dom, dow]]) => `${minute} ${hour} ${dom} * ${dow}`)
  .filter((cron) => cronProblem(cron) === undefined)

const caseArb = fc.record({
  zone: fc.constantFrom(...ZONES),
  year: fc.integer({ min: 2020, max: 2035 }),
  pick: fc.nat(),
  shiftMinutes: fc.oneof(fc.integer({ min: -90, max: 150 }), fc.integer({ min: -30 * 60, max: 10 * 60 })),
  seconds: fc.integer({ min: 0, max: 59 }),
  cron: cronArb,
  startShiftMinutes: fc.option(fc.integer({ min: -6 * 60, max: 24 * 60 }), { freq: 3 }),
})

describe('nextRuns equals the minute-by-minute oracle (T-DST-2)', () => {
  it(
    'matches the oracle and keeps the invariants around DST transitions',
    () => {
      fc.assert(
        fc.property(caseArb, ({ zone, year, pick, shiftMinutes, seconds, cron, startShiftMinutes }) => {
          const changes = transitions(zone, year)
          const anchor = changes.length ? changes[pick % changes.length]! : Date.UTC(year, pick % 12, 15)
          const from = anchor + shiftMinutes * 60_000 + seconds * 1000
          const wallOf = localWall(zone)
          const startWall =
            startShiftMinutes === null ? Date.UTC(2000, 0, 1) : wallOf(from) + startShiftMinutes * 60_000
          const schedule: Schedule = {
            cron,
            frequency: 'MONTHLY',
            startTime: localIso(startWall),
            timeZone: zone,
          }

          const expected = oracleRuns(cron, zone, startWall, from, from + WINDOW)
          const actual = nextRuns(schedule, new Date(from), expected.length + 1).map((d) => d.getTime())
          expect(actual.slice(0, expected.length)).toEqual(expected)
          if (actual.length > expected.length) expect(actual[expected.length]).toBeGreaterThan(from + WINDOW)

          // Strictly increasing instants, and strictly increasing wall-clock times: no slot runs twice.
          const walls = expected.map(wallOf)
          expected.forEach((t, i) => i > 0 && expect(t).toBeGreaterThan(expected[i - 1]!))
          walls.forEach((w, i) => i > 0 && expect(w).toBeGreaterThan(walls[i - 1]!))

          // The server's path: advancing from each stored run gives the same list.
          let previous = new Date(from)
          for (const t of expected) {
            const next = nextRun(schedule, previous)
            expect(next?.getTime()).toBe(t)
            previous = next ?? previous
          }
        }),
        { numRuns: 150 },
      )
    },
    TIMEOUT_MS,
  )

  it(
    'runs a daily fixed-time cron exactly once per local day',
    () => {
      fc.assert(
        fc.property(
          fc.constantFrom(...ZONES),
          fc.integer({ min: 2020, max: 2035 }),
          fc.nat(),
          fc.integer({ min: 0, max: 23 }),
          fc.integer({ min: 0, max: 59 }),
          (zone, year, pick, hour, minute) => {
            const changes = transitions(zone, year)
            const anchor = changes.length ? changes[pick % changes.length]! : Date.UTC(year, pick % 12, 15)
            const from = anchor - 4 * 24 * HOUR
            const schedule: Schedule = {
              cron: `${minute} ${hour} * * *`,
              frequency: 'DAILY',
              startTime: '2000-01-01T00:00',
              timeZone: zone,
            }
            const days = nextRuns(schedule, new Date(from), 8).map((d) => localWall(zone)(d.getTime()))
            const dates = days.map((w) => Math.floor(w / (24 * HOUR)))
            dates.forEach((d, i) => i > 0 && expect(d - dates[i - 1]!).toBe(1))
          },
        ),
        { numRuns: 100 },
      )
    },
    TIMEOUT_MS,
  )
})
