import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { createdAt, updatedAt } from './timestamps.ts'
import { userIdColumn } from './users.ts'

/** A user's scheduled report job (spec §3 UserJob). `next_run_at` is UTC and drives the scheduler. */
export const userJobs = pgTable(
  'user_jobs',
  {
    id: serial('id').primaryKey(),
    userId: userIdColumn().notNull(),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    status: text('status').notNull().default('PROVISIONING'),
    statusDetails: text('status_details'),
    errorDetails: text('error_details'),
    timeZone: text('time_zone').notNull(),
    runFrequency: text('run_frequency').notNull().default('MONTHLY'),
    startTime: text('start_time').notNull(),
    cronExpression: text('cron_expression'),
    /** Calendar rules (ADR 0045): last local date a run may happen on; working days only and its policy. */
    endDate: date('end_date', { mode: 'string' }),
    workingDaysOnly: boolean('working_days_only').notNull().default(false),
    holidayPolicy: text('holiday_policy').notNull().default('NEXT_WORKING_DAY'),
    recipients: text('recipients')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    durationMs: bigint('duration_ms', { mode: 'number' }).notNull().default(0),
    /** When a run by hand took the place of the job's pending first run (ADR 0043); null otherwise. */
    firstRunReplacedAt: timestamp('first_run_replaced_at', { withTimezone: true }),
    // Runs after data refreshes and the trigger URL (ADR 0044).
    /** False: no scheduled runs (next_run_at stays null); the job runs after refreshes or by its trigger URL. */
    runOnSchedule: boolean('run_on_schedule').notNull().default(true),
    runAfterRefresh: boolean('run_after_refresh').notNull().default(false),
    refreshPollMinutes: integer('refresh_poll_minutes').notNull().default(5),
    /** 'HH:MM' in the job's zone: a refresh outside [start, end) waits for the window. */
    runWindowStart: text('run_window_start'),
    runWindowEnd: text('run_window_end'),
    /** At most one run after a refresh per this many hours; null = no limit. */
    refreshMinHours: integer('refresh_min_hours'),
    /** When a scheduler next asks the job's source for its refresh history (claimed with SKIP LOCKED). */
    nextRefreshPollAt: timestamp('next_refresh_poll_at', { withTimezone: true }),
    /** Refreshes that ended before this are history, not news: turning the option on never replays them. */
    refreshTrackedSince: timestamp('refresh_tracked_since', { withTimezone: true }),
    /** The last refresh outcome worth showing ('The dataset refresh failed at 07:58 CET: …'); null when fine. */
    refreshNote: text('refresh_note'),
    lastRefreshRunAt: timestamp('last_refresh_run_at', { withTimezone: true }),
    /** SHA-256 (hex) of the trigger URL's secret; the secret itself is shown once and never stored. */
    triggerTokenHash: text('trigger_token_hash'),
    triggerCreatedAt: timestamp('trigger_created_at', { withTimezone: true }),
    createdAt,
    updatedAt,
  },
  (t) => [
    index('user_jobs_user_id_idx').on(t.userId, t.id),
    index('user_jobs_due_idx')
      .on(t.nextRunAt)
      .where(sql`${t.isActive}`),
    index('user_jobs_refresh_poll_idx')
      .on(t.nextRefreshPollAt)
      .where(sql`${t.isActive} and ${t.runAfterRefresh}`),
    uniqueIndex('user_jobs_trigger_token_uq').on(t.triggerTokenHash),
  ],
)

/** `job_id`: the job a row belongs to, deleted with the job. */
export function jobIdColumn() {
  return integer('job_id').references(() => userJobs.id, { onDelete: 'cascade' })
}

/**
 * One row per execution. UNIQUE (job_id, scheduled_for) is what makes N schedulers fire a slot once;
 * UNIQUE (job_id, idempotency_key) makes a repeated "Run now" one run.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    jobId: jobIdColumn().notNull(),
    scheduledFor: timestamp('scheduled_for', { withTimezone: true, precision: 3 }).notNull(),
    trigger: text('trigger').notNull(),
    /** What exactly started it, e.g. 'Refresh of dataset Sales completed at 2026-06-01T07:58:00Z' (ADR 0044). */
    triggerDetail: text('trigger_detail'),
    status: text('status').notNull(),
    reason: text('reason'),
    idempotencyKey: text('idempotency_key'),
    /** Decided when the run starts (the email task and the plan at that moment); null until then. */
    emailsEnabled: boolean('emails_enabled'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt,
  },
  (t) => [
    uniqueIndex('job_runs_job_slot_uq').on(t.jobId, t.scheduledFor),
    uniqueIndex('job_runs_job_idempotency_uq').on(t.jobId, t.idempotencyKey),
    index('job_runs_active_idx')
      .on(t.jobId)
      .where(sql`${t.status} in ('QUEUED', 'RUNNING')`),
  ],
)

/** `run_id`: the run a row belongs to, deleted with the run. */
export function runIdColumn() {
  return bigint('run_id', { mode: 'number' }).references(() => jobRuns.id, { onDelete: 'cascade' })
}
