import { and, eq, inArray } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { jobRuns, userJobs } from '../../db/schema/index.ts'

export type RunRow = typeof jobRuns.$inferSelect
export type NewRunRow = typeof jobRuns.$inferInsert

/** Inserts a run unless its slot (or idempotency key) already has one; returns it only when inserted. */
export async function insertRunOnce(db: Executor, run: NewRunRow): Promise<RunRow | undefined> {
  const [row] = await db.insert(jobRuns).values(run).onConflictDoNothing().returning()
  return row
}

export async function findRunByIdempotencyKey(
  db: Executor,
  jobId: number,
  key: string,
): Promise<RunRow | undefined> {
  const [row] = await db
    .select()
    .from(jobRuns)
    .where(and(eq(jobRuns.jobId, jobId), eq(jobRuns.idempotencyKey, key)))
  return row
}

export async function jobHasActiveRun(db: Executor, jobId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: jobRuns.id })
    .from(jobRuns)
    .where(and(eq(jobRuns.jobId, jobId), inArray(jobRuns.status, ['QUEUED', 'RUNNING'])))
    .limit(1)
  return row !== undefined
}

export async function cancelActiveRuns(db: Executor, jobId: number, now: Date): Promise<number> {
  const cancelled = await db
    .update(jobRuns)
    .set({ status: 'CANCELLED', reason: 'Cancelled by the user.', finishedAt: now })
    .where(and(eq(jobRuns.jobId, jobId), inArray(jobRuns.status, ['QUEUED', 'RUNNING'])))
    .returning({ id: jobRuns.id })
  return cancelled.length
}

/** QUEUED → RUNNING, once: a redelivered queue job finds nothing to start. Marks the job RUNNING too. */
export async function startRun(db: Executor, runId: number, now: Date): Promise<RunRow | undefined> {
  const [run] = await db
    .update(jobRuns)
    .set({ status: 'RUNNING', startedAt: now })
    .where(and(eq(jobRuns.id, runId), eq(jobRuns.status, 'QUEUED')))
    .returning()
  if (run) {
    await db
      .update(userJobs)
      .set({ status: 'RUNNING', statusDetails: null, lastRunAt: now, updatedAt: now })
      .where(eq(userJobs.id, run.jobId))
  }
  return run
}

/** RUNNING → SUCCESS | FAILED, and the job's status, details, last run and duration with it. */
export async function finishRun(
  db: Executor,
  runId: number,
  outcome: { status: 'SUCCESS' | 'FAILED'; reason: string | null; details: string },
  now: Date,
): Promise<void> {
  const [run] = await db
    .update(jobRuns)
    .set({ status: outcome.status, reason: outcome.reason, finishedAt: now })
    .where(and(eq(jobRuns.id, runId), eq(jobRuns.status, 'RUNNING')))
    .returning()
  if (!run) return
  await db
    .update(userJobs)
    .set({
      status: outcome.status,
      statusDetails: outcome.details,
      errorDetails: outcome.status === 'FAILED' ? outcome.reason : null,
      durationMs: now.getTime() - (run.startedAt ?? now).getTime(),
      updatedAt: now,
    })
    .where(eq(userJobs.id, run.jobId))
}
