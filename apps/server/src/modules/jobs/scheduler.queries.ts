import { and, asc, eq, lte, min, sql } from 'drizzle-orm'
import { writeInChunks } from '../../db/chunks.ts'
import type { Executor } from '../../db/client.ts'
import { jobRuns, userJobs, users } from '../../db/schema/index.ts'
import type { NewRunRow } from './job-runs.queries.ts'
import { toOwnerPlan, type OwnerPlan } from './jobs.queries.ts'

export type DueJob = typeof userJobs.$inferSelect & { plan: OwnerPlan; ownerDeactivated: boolean }

/**
 * Locks up to `limit` active jobs whose next run is due. SKIP LOCKED lets several schedulers
 * share the work: each job is taken by one transaction at a time.
 */
export async function claimDueJobs(tx: Executor, now: Date, limit: number): Promise<DueJob[]> {
  const rows = await tx
    .select({
      job: userJobs,
      subscriptionType: users.subscriptionType,
      subscriptionStartDate: users.subscriptionStartDate,
      deactivatedAt: users.deactivatedAt,
    })
    .from(userJobs)
    .innerJoin(users, eq(users.id, userJobs.userId))
    .where(and(eq(userJobs.isActive, true), eq(userJobs.runOnSchedule, true), lte(userJobs.nextRunAt, now)))
    .orderBy(asc(userJobs.nextRunAt))
    .limit(limit)
    .for('update', { of: userJobs, skipLocked: true })
  return rows.map((r) => ({ ...r.job, plan: toOwnerPlan(r), ownerDeactivated: r.deactivatedAt !== null }))
}

/** Inserts runs; a slot that already has one keeps it. Returns the runs inserted now. */
export async function insertRuns(
  tx: Executor,
  runs: NewRunRow[],
): Promise<Array<{ id: number; status: string }>> {
  const inserted: Array<{ id: number; status: string }> = []
  await writeInChunks(runs, async (chunk) => {
    inserted.push(
      ...(await tx
        .insert(jobRuns)
        .values(chunk)
        .onConflictDoNothing()
        .returning({ id: jobRuns.id, status: jobRuns.status })),
    )
  })
  return inserted
}

export async function setNextRunAts(
  tx: Executor,
  next: Array<{ jobId: number; at: Date | null }>,
): Promise<void> {
  if (next.length === 0) return
  const values = sql.join(
    next.map(({ jobId, at }) => sql`(${jobId}::int, ${at?.toISOString() ?? null}::timestamptz)`),
    sql`, `,
  )
  await tx.execute(
    sql`update ${userJobs} set next_run_at = v.at from (values ${values}) as v(id, at) where ${userJobs.id} = v.id`,
  )
}

/** Pauses jobs the scheduler cannot run, showing why on Job Summary (FAILED, 'Paused', the reason). */
export async function pauseJobs(tx: Executor, jobs: Array<{ jobId: number; reason: string }>): Promise<void> {
  for (const { jobId, reason } of jobs) {
    await tx
      .update(userJobs)
      .set({
        isActive: false,
        nextRunAt: null,
        status: 'FAILED',
        statusDetails: 'Paused',
        errorDetails: reason,
        updatedAt: sql`now()`,
      })
      .where(eq(userJobs.id, jobId))
  }
}

/** When the next active job is due (the partial index on next_run_at answers it). */
export async function earliestNextRun(db: Executor): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(userJobs.nextRunAt) })
    .from(userJobs)
    .where(and(eq(userJobs.isActive, true), eq(userJobs.runOnSchedule, true)))
  return row?.at ?? null
}
