import {
  describeSchedule,
  FIRST_RUN_DELAY_MS,
  isValidTimeZone,
  nextRun,
  type Schedule,
  type ScheduleText,
  type UserJob,
} from '@herald/contracts'
import { formatDay, formatTimeOf, todayIn } from '../../../lib/format-date.ts'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** Finish asks to confirm when the job's first run is closer than this (issue 14). */
export const FIRST_RUN_CONFIRM_MS = 5 * MINUTE

export interface UpcomingRun {
  at: Date
  /** The job has never run: its next run is its first. */
  first: boolean
  timeZone: string
  schedule: ScheduleText
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`
}

/** 'in 15 minutes', 'in 3 hours', 'in 12 days'; 'in less than a minute'; 'now' once it is due. */
export function timeUntil(at: Date, now: Date): string {
  const ms = at.getTime() - now.getTime()
  if (ms <= 0) return 'now'
  if (ms < 30_000) return 'in less than a minute'
  if (ms < HOUR - 30_000) return `in ${plural(Math.round(ms / MINUTE), 'minute')}`
  if (ms < 2 * DAY) return `in ${plural(Math.max(1, Math.floor(ms / HOUR)), 'hour')}`
  return `in ${plural(Math.floor(ms / DAY), 'day')}`
}

/** 'today', 'tomorrow' or 'on 1 Dec 2026', as the job's zone's calendar reads the instant. */
function dayWord(at: Date, now: Date, timeZone: string): string {
  const day = todayIn(timeZone, at)
  if (day === todayIn(timeZone, now)) return 'today'
  if (day === todayIn(timeZone, new Date(now.getTime() + DAY))) return 'tomorrow'
  return `on ${formatDay(day)}`
}

/**
 * 'First run: today at 10:15 EST (in 15 minutes), then at 10:00, on day 1 of the month' — on the job's
 * clock, with its zone. 'Next run: …' once the job has run.
 */
export function upcomingRunText({ at, first, timeZone, schedule }: UpcomingRun, now: Date): string {
  const when = `${dayWord(at, now, timeZone)} at ${formatTimeOf(at, timeZone)}`
  const text = `${first ? 'First run' : 'Next run'}: ${when} (${timeUntil(at, now)})`
  const described = describeSchedule(schedule)
  if (described.startsWith('Invalid cron:')) return text
  return `${text}, then ${described.charAt(0).toLowerCase()}${described.slice(1)}`
}

/** Whether Finish should ask before saving: an active job's first run is under 5 minutes away. */
export function firstRunIsImminent(run: UpcomingRun | null, now: Date): boolean {
  return run !== null && run.first && run.at.getTime() - now.getTime() < FIRST_RUN_CONFIRM_MS
}

/** The next run of a saved job as Job Summary stores it; null when the job is inactive or has none. */
export function upcomingRunOf(job: UserJob): UpcomingRun | null {
  if (!job.isActive || job.nextRun === null) return null
  return { at: new Date(job.nextRun), first: job.lastRun === null, timeZone: job.timeZone, schedule: job }
}

/** What step 1 says about the next run: the run (null when there is none) and whether the job is paused. */
export interface DraftUpcomingRun {
  run: UpcomingRun | null
  inactive: boolean
}

/**
 * The next run of the schedule being edited in step 1: a new job's first run is 15 minutes after it is
 * saved (spec §9); a saved job keeps its stored next run until its schedule changes, then the new
 * schedule's next slot. Undefined while the zone is not a valid one (nothing to say yet).
 */
export function draftUpcomingRun(
  job: UserJob | undefined,
  draft: Schedule,
  changed: boolean,
  now: Date,
): DraftUpcomingRun | undefined {
  if (!isValidTimeZone(draft.timeZone)) return undefined
  const schedule: ScheduleText = {
    jobCronExpression: draft.cron,
    jobRunFrequency: draft.frequency,
    userJobStartTime: draft.startTime,
  }
  if (!job) {
    const at = new Date(now.getTime() + FIRST_RUN_DELAY_MS)
    return { run: { at, first: true, timeZone: draft.timeZone, schedule }, inactive: false }
  }
  if (!job.isActive) return { run: null, inactive: true }
  if (!changed) return { run: upcomingRunOf(job), inactive: false }
  let at: Date | null
  try {
    at = nextRun(draft, now)
  } catch {
    return undefined
  }
  const run = at ? { at, first: job.lastRun === null, timeZone: draft.timeZone, schedule } : null
  return { run, inactive: false }
}

/** The question Finish asks when the first run is imminent. */
export const firstRunConfirmTexts = {
  title: 'The first run is about to start',
  question: (run: UpcomingRun, now: Date, emails: boolean) =>
    `This job first runs ${upcomingRunText(run, now)
      .replace(/^First run: /, '')
      .replace(/, then .*$/, '')}${emails ? ' and emails its recipients' : ''}. Finish anyway?`,
  cancel: 'Keep editing',
  confirm: 'Finish',
} as const
