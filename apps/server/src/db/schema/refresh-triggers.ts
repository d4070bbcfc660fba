import { sql } from 'drizzle-orm'
import { bigint, bigserial, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { jobIdColumn, jobRuns } from './jobs.ts'
import { createdAt } from './timestamps.ts'
import { userIdColumn } from './users.ts'

/**
 * Each data refresh a job has seen (ADR 0044). UNIQUE (job_id, refresh_id) is the claim: however many
 * scheduler processes read the same refresh history, one insert wins and only that one may start a run.
 * state: STARTED (run_id), WAITING (outside the window / too soon / a run still active), COVERED (a later
 * refresh's run covered it), FAILED (the refresh failed; nothing runs), SKIPPED (trial expired, account off).
 */
export const jobRefreshes = pgTable(
  'job_refreshes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    jobId: jobIdColumn().notNull(),
    refreshId: text('refresh_id').notNull(),
    /** What refreshed, as shown: 'dataset Sales', 'workbook Superstore', 'sample data'. */
    source: text('source').notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }).notNull(),
    state: text('state').notNull(),
    error: text('error'),
    runId: bigint('run_id', { mode: 'number' }).references(() => jobRuns.id, { onDelete: 'set null' }),
    createdAt,
  },
  (t) => [
    uniqueIndex('job_refreshes_job_refresh_uq').on(t.jobId, t.refreshId),
    index('job_refreshes_waiting_idx')
      .on(t.jobId)
      .where(sql`${t.state} = 'WAITING'`),
  ],
)

/** "Refresh sample data": each a completed refresh of the built-in sample data, per account. */
export const sampleRefreshes = pgTable(
  'sample_refreshes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userIdColumn().notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sample_refreshes_user_idx').on(t.userId, t.id)],
)
