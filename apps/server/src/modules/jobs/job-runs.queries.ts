import { JOB_RUN_TRIGGERS } from '@herald/contracts'
import { and, eq, inArray } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { jobRuns } from '../../db/schema/index.ts'

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

/** Whether a run of the job is still active; a test send (ADR 0043) runs beside the job's own runs. */
export async function jobHasActiveRun(db: Executor, jobId: number): Promise<boolean> {
  return (await jobsWithActiveRuns(db, [jobId])).has(jobId)
}

/** Which of these jobs still have a QUEUED or RUNNING run (a test send, ADR 0043, never holds the schedule back). */
export async function jobsWithActiveRuns(tx: Executor, jobIds: number[]): Promise<Set<number>> {
  if (jobIds.length === 0) return new Set()
  const rows = await tx
    .selectDistinct({ jobId: jobRuns.jobId })
    .from(jobRuns)
    .where(
      and(
        inArray(jobRuns.jobId, jobIds),
        inArray(jobRuns.status, ['QUEUED', 'RUNNING']),
        inArray(jobRuns.trigger, [...JOB_RUN_TRIGGERS]),
      ),
    )
  return new Set(rows.map((r) => r.jobId))
}

export async function cancelActiveRuns(db: Executor, jobId: number, now: Date): Promise<number> {
  const cancelled = await db
    .update(jobRuns)
    .set({ status: 'CANCELLED', reason: 'Cancelled by the user.', finishedAt: now })
    .where(and(eq(jobRuns.jobId, jobId), inArray(jobRuns.status, ['QUEUED', 'RUNNING'])))
    .returning({ id: jobRuns.id })
  return cancelled.length
}

/**
 * Whether the job has had a run — scheduled, caught up or by hand (a test send is none of them): none
 * means its first scheduled run is still to come.
 */
export async function jobHasRuns(db: Executor, jobId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: jobRuns.id })
    .from(jobRuns)
    .where(and(eq(jobRuns.jobId, jobId), inArray(jobRuns.trigger, [...JOB_RUN_TRIGGERS])))
    .limit(1)
  return row !== undefined
}
