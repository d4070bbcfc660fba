import { z } from 'zod/mini'
import { firstInstantAtOrAfterWall, wallTimeAt } from './schedule/zone-clock.ts'
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_MAX, IDEMPOTENCY_KEY_MIN } from './endpoint.ts'
import { wholeNumber } from './field-rules.ts'

/** Runs after data refreshes and the trigger URL (ADR 0044): the job's fields, their rules and messages. */
export const refreshMessages = {
  pollMinutes: 'Check for refreshes every 1 to 60 minutes.',
  windowTime: 'Use a time like 06:00 (24-hour clock).',
  windowBoth: 'Give both ends of the window (not before and not after), or neither.',
  windowSame: 'The window’s start and end cannot be the same time.',
  minHours: 'At most one run per 1 to 168 hours.',
  nothingStartsIt:
    'This job would never run: keep its schedule, or let it run after each refresh of its data.',
  waitingForRefresh: 'Waiting for the next refresh',
  refreshFailed: (at: string, error: string) => `The dataset refresh failed at ${at}: ${error}`,
  triggerUnknown: 'This trigger URL is unknown or was revoked. Create a new one on the job’s schedule step.',
  sampleOnly: 'Only the sample source can be refreshed from Herald.',
} as const

export const DEFAULT_REFRESH_POLL_MINUTES = 5

const WindowTime = z.nullable(
  z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, refreshMessages.windowTime)),
)

/** The refresh-trigger fields of a job, as sent with step 1 (all optional: absent keeps the stored value). */
export const RefreshSettingsInput = z.object({
  /** False: no scheduled runs; the job runs after refreshes or by its trigger URL. */
  runOnSchedule: z.optional(z.boolean()),
  runAfterRefresh: z.optional(z.boolean()),
  refreshPollMinutes: z.optional(wholeNumber(1, 60, refreshMessages.pollMinutes)),
  /** 'HH:MM' in the job's time zone: a refresh before it waits for it. */
  runWindowStart: z.optional(WindowTime),
  /** 'HH:MM' in the job's time zone: a refresh at or after it waits for the next day's start. */
  runWindowEnd: z.optional(WindowTime),
  /** At most one run after a refresh per this many hours. */
  refreshMinHours: z.optional(z.nullable(wholeNumber(1, 168, refreshMessages.minHours))),
})
export type RefreshSettingsInput = z.infer<typeof RefreshSettingsInput>

/** Cross-field rules of the refresh settings; the message of the first broken one, or undefined. */
export function refreshSettingsProblem(s: RefreshSettingsInput): string | undefined {
  const start = s.runWindowStart ?? null
  const end = s.runWindowEnd ?? null
  if ((start === null) !== (end === null)) return refreshMessages.windowBoth
  if (start !== null && start === end) return refreshMessages.windowSame
  if (s.runOnSchedule === false && s.runAfterRefresh !== true) return refreshMessages.nothingStartsIt
  return undefined
}

/** What a job shows about its refresh triggers and trigger URL. */
export const RefreshSettingsView = z.object({
  runOnSchedule: z.boolean(),
  runAfterRefresh: z.boolean(),
  refreshPollMinutes: z.number(),
  runWindowStart: z.nullable(z.string()),
  runWindowEnd: z.nullable(z.string()),
  refreshMinHours: z.nullable(z.number()),
  /** The last refresh problem, e.g. 'The dataset refresh failed at 07:58 CET: …'; null when the last refresh was fine. */
  refreshNote: z.nullable(z.string()),
  lastRefreshRunAt: z.nullable(z.iso.datetime()),
  /** When the job's trigger URL was created; null when it has none. */
  triggerCreatedAt: z.nullable(z.iso.datetime()),
})
export type RefreshSettingsView = z.infer<typeof RefreshSettingsView>

/** The trigger URL, shown once. */
export const TriggerUrlResult = z.object({ url: z.string(), token: z.string() })
export type TriggerUrlResult = z.infer<typeof TriggerUrlResult>

export const TriggerTokenParams = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(200)),
})

/** The trigger URL takes the same optional Idempotency-Key as Run now (kept on the run, not per user: there is none). */
export const TriggerHeaders = z.object({
  [IDEMPOTENCY_HEADER]: z.optional(
    z
      .string()
      .check(
        z.minLength(
          IDEMPOTENCY_KEY_MIN,
          `Idempotency-Key must be ${IDEMPOTENCY_KEY_MIN} to ${IDEMPOTENCY_KEY_MAX} characters.`,
        ),
        z.maxLength(
          IDEMPOTENCY_KEY_MAX,
          `Idempotency-Key must be ${IDEMPOTENCY_KEY_MIN} to ${IDEMPOTENCY_KEY_MAX} characters.`,
        ),
      ),
  ),
})

export const TriggerRunResult = z.object({ runId: z.number() })
export type TriggerRunResult = z.infer<typeof TriggerRunResult>

export const SampleRefreshResult = z.object({
  refreshedAt: z.iso.datetime(),
  /** The account's jobs waiting for a refresh of the sample data that were started or are waiting for their window. */
  jobsStarted: z.number(),
})
export type SampleRefreshResult = z.infer<typeof SampleRefreshResult>

const DAY_MS = 24 * 60 * 60 * 1000
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5))

/** The window and limit of the runs after refreshes (see RefreshSettingsInput). */
export interface RefreshRunRules {
  timeZone: string
  runWindowStart: string | null
  runWindowEnd: string | null
  refreshMinHours: number | null
  /** When the last run after a refresh started; null when none has. */
  lastRefreshRunAt: Date | null
}

/**
 * The earliest instant at or after `now` when a run after a refresh may start: not within `refreshMinHours` of the
 * last one, and inside the window [start, end) of the job's zone (an end before the start spans midnight). A start
 * time that does not exist on a day (DST) opens the window at the first valid instant after it.
 */
export function refreshRunAllowedAt(rules: RefreshRunRules, now: Date): Date {
  let at = now.getTime()
  if (rules.refreshMinHours !== null && rules.lastRefreshRunAt !== null) {
    at = Math.max(at, rules.lastRefreshRunAt.getTime() + rules.refreshMinHours * 3_600_000)
  }
  if (rules.runWindowStart === null || rules.runWindowEnd === null) return new Date(at)
  const start = minutesOf(rules.runWindowStart)
  const end = minutesOf(rules.runWindowEnd)
  const wall = wallTimeAt(rules.timeZone, at)
  const minute = Math.floor((((wall % DAY_MS) + DAY_MS) % DAY_MS) / 60_000)
  const inside = start < end ? minute >= start && minute < end : minute >= start || minute < end
  if (inside) return new Date(at)
  const dayStart = wall - (((wall % DAY_MS) + DAY_MS) % DAY_MS)
  let opening = dayStart + start * 60_000
  if (opening <= wall) opening += DAY_MS
  return new Date(firstInstantAtOrAfterWall(rules.timeZone, opening))
}
