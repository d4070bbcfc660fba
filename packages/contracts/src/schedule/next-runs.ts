// When a job runs: its cron (or its frequency as a cron) in its IANA time zone, from its start time.
// Herald's DST policy (DESIGN.md §6), for every cron alike: a local time that does not exist runs once
// at the first valid instant after it (the end of the gap); a local time that occurs twice runs once,
// at its first occurrence. Equivalently: each matching local time runs at the first instant the
// zone's clocks show it or a later time, and runs that fall on the same instant are one run.
// Decisions:
// - croner matches the cron against wall-clock time (offset 0), and zone-clock.ts maps each matching
//   wall time to its instant. croner's own zone handling skips gap times of interval crons and runs
//   repeated times of interval crons twice, which is not our policy.
// - `after` is exclusive. Runs continue from the latest wall time the clocks have shown by `after`,
//   so nextRun(s, previousRun) never returns a second occurrence, even from inside a repeated hour.
// - The start time is inclusive and read at minute precision in the zone; no run is before it.
// - An invalid cron, time zone or start time throws a RangeError; a cron that never matches again
//   gives null / [].
// - DST can bring two runs closer than the 30-minute rule once a year ('40 1,2 * * *' in New York on
//   spring-forward day runs at 01:40 EST and at 03:00 EDT, for 02:40).
import { Cron } from 'croner'
import type { JobRunFrequency } from '../jobs.ts'
import { cronProblem } from './cron-rules.ts'
import { frequencyToCron } from './frequency.ts'
import { isValidTimeZone } from './time-zones.ts'
import { firstInstantAtOrAfterWall, parseLocalDateTime, wallHighWater } from './zone-clock.ts'

/** Spec §9: a new (or cloned) job first runs this long after it is created, whatever its schedule. */
export const FIRST_RUN_DELAY_MS = 15 * 60 * 1000

export interface Schedule {
  /** A 5-part cron; null or blank means "use the frequency". */
  cron: string | null
  /** One of JobRunFrequency (DAILY, WEEKLY, MONTHLY, QUARTERLY); another value throws a RangeError. */
  frequency: JobRunFrequency | (string & {})
  /** Local 'YYYY-MM-DDTHH:mm[:ss]' in `timeZone`. */
  startTime: string
  /** IANA identifier, e.g. 'America/New_York'. */
  timeZone: string
}

/** The cron a schedule runs by: its own, or its frequency turned into one. */
export function scheduleCron(schedule: Pick<Schedule, 'cron' | 'frequency' | 'startTime'>): string {
  const cron = schedule.cron?.trim()
  return cron ? cron : frequencyToCron(schedule.frequency as JobRunFrequency, schedule.startTime)
}

/** The next `count` runs strictly after `after`, in order. */
export function nextRuns(schedule: Schedule, after: Date, count: number): Date[] {
  const cron = scheduleCron(schedule)
  const problem = cronProblem(cron)
  if (problem !== undefined) throw new RangeError(`Invalid cron "${cron}": ${problem}`)
  const { timeZone } = schedule
  if (!isValidTimeZone(timeZone)) throw new RangeError(`Invalid timezone: ${timeZone}`)
  if (Number.isNaN(after.getTime())) throw new RangeError('Invalid date for "after"')
  const start = Math.floor(parseLocalDateTime(schedule.startTime) / 60_000) * 60_000
  const pattern = new Cron(cron, { utcOffset: 0, mode: '5-part' })
  // The wall time before which every slot has run already (or is before the start).
  let wall = Math.max(wallHighWater(timeZone, after.getTime()), start - 1)
  const runs: Date[] = []
  while (runs.length < count) {
    const slot = pattern.nextRun(new Date(wall))
    if (!slot) break
    wall = slot.getTime()
    const instant = firstInstantAtOrAfterWall(timeZone, wall)
    if (runs.at(-1)?.getTime() !== instant) runs.push(new Date(instant))
  }
  return runs
}

/** The next run strictly after `after`: the first of nextRuns(schedule, after, 1), or null. */
export function nextRun(schedule: Schedule, after: Date): Date | null {
  return nextRuns(schedule, after, 1)[0] ?? null
}
