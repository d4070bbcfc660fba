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
// - Calendar rules (ADR 0045), applied here so the scheduler and every preview agree: with working
//   days only, a run on a Saturday, Sunday or holiday (wall-clock dates in the job's zone) moves, at
//   the same time of day, to the next or previous working day, or is skipped, by the job's policy;
//   runs that land on the same wall time are one run. The end date (a local date, inclusive) is the
//   last day a run may happen on, after moving. The start time applies to the slot before moving.
// - DST can bring two runs closer than the 30-minute rule once a year ('40 1,2 * * *' in New York on
//   spring-forward day runs at 01:40 EST and at 03:00 EDT, for 02:40).
import { Cron } from 'croner'
import type { JobRunFrequency } from './frequency.ts'
import { cronProblem } from './cron-rules.ts'
import { frequencyToCron } from './frequency.ts'
import { isValidTimeZone } from './time-zones.ts'
import {
  DAY_MS,
  earliestSourceDay,
  parseLocalDate,
  workingCalendar,
  workingDayFor,
  type HolidayPolicy,
  type WorkingCalendar,
} from './working-days.ts'
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
  /** Local 'YYYY-MM-DD' in `timeZone`: the last day a run may happen on; null or absent: no end. */
  endDate?: string | null
  /** Run only Monday to Friday, minus `holidays`; other days follow `holidayPolicy`. */
  workingDaysOnly?: boolean
  /** What happens to a run on a day that is not a working day (default NEXT_WORKING_DAY). */
  holidayPolicy?: HolidayPolicy
  /** The account's holidays, local 'YYYY-MM-DD'; used only with `workingDaysOnly`. */
  holidays?: readonly string[]
}

/** Raw days seen in a row without a run before a calendar is taken to have no run left. */
const MAX_DAYS_WITHOUT_RUN = 400

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
  const endDay = schedule.endDate ? parseLocalDate(schedule.endDate) : undefined
  if (schedule.endDate && endDay === undefined) throw new RangeError(`Invalid end date: ${schedule.endDate}`)
  const end = endDay === undefined ? Infinity : endDay + DAY_MS
  const pattern = new Cron(cron, { utcOffset: 0, mode: '5-part' })
  // The wall time before which every slot has run already (or is before the start).
  const highWater = Math.max(wallHighWater(timeZone, after.getTime()), start - 1)
  const runs: Date[] = []
  const add = (wall: number) => {
    const instant = firstInstantAtOrAfterWall(timeZone, wall)
    if (runs.at(-1)?.getTime() !== instant) runs.push(new Date(instant))
  }
  if (!schedule.workingDaysOnly) {
    for (let wall = highWater; runs.length < count;) {
      const slot = pattern.nextRun(new Date(wall))
      if (!slot || slot.getTime() >= end) break
      wall = slot.getTime()
      add(wall)
    }
    return runs
  }
  const calendar = workingCalendar(schedule.holidays ?? [], schedule.holidayPolicy ?? 'NEXT_WORKING_DAY')
  for (const wall of workingDaySlots(pattern, calendar, start, highWater, end)) {
    add(wall)
    if (runs.length >= count) break
  }
  return runs
}

/**
 * The wall times after `highWater` and before `end` that a cron runs at on a working calendar, in order.
 * Slots are taken day by day; each day's slots go to the day the policy gives (a monotone map, so days
 * stay in order), and a target day is complete once a later slot goes to a later day.
 */
function* workingDaySlots(
  pattern: Cron,
  calendar: WorkingCalendar,
  start: number,
  highWater: number,
  end: number,
): Generator<number> {
  const dayOf = (wall: number) => Math.floor(wall / DAY_MS) * DAY_MS
  let cursor = Math.max(start - 1, earliestSourceDay(calendar, dayOf(highWater)) - 1)
  let target: number | undefined
  let times = new Set<number>()
  let idleDays = 0
  let lastDay = -Infinity
  const flush = function* () {
    if (target === undefined) return
    for (const time of [...times].sort((a, b) => a - b)) {
      const wall = target + time
      if (wall > highWater && wall < end) yield wall
    }
  }
  for (;;) {
    const slot = pattern.nextRun(new Date(cursor))
    if (!slot) break
    cursor = slot.getTime()
    const day = dayOf(cursor)
    const moved = workingDayFor(calendar, day)
    if (moved !== undefined && moved >= end) break
    if (calendar.policy !== 'PREVIOUS_WORKING_DAY' && day >= end) break
    if (day !== lastDay) {
      lastDay = day
      if (++idleDays > MAX_DAYS_WITHOUT_RUN) break
    }
    if (moved === undefined) continue
    if (moved !== target) {
      yield* flush()
      target = moved
      times = new Set()
    }
    times.add(cursor - day)
    if (moved + DAY_MS > highWater) idleDays = 0
  }
  yield* flush()
}

/** The next run strictly after `after`: the first of nextRuns(schedule, after, 1), or null. */
export function nextRun(schedule: Schedule, after: Date): Date | null {
  return nextRuns(schedule, after, 1)[0] ?? null
}
