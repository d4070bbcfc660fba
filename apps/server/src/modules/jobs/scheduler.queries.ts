import { and, asc, eq, lte } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { jobRuns, userJobs, users } from '../../db/schema/index.ts'
import { toOwnerPlan, type OwnerPlan } from './jobs.queries.ts'

export type DueJob = typeof userJobs.$inferSelect & { plan: OwnerPlan }

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
    })
    .from(userJobs)
    .innerJoin(users, eq(users.id, userJobs.userId))
    .where(and(eq(userJobs.isActive, true), lte(userJobs.nextRunAt, now)))
    .orderBy(asc(userJobs.nextRunAt))
    .limit(limit)
    .for('update', { of: userJobs, skipLocked: true })
  return rows.map((r) => ({ ...r.job, plan: toOwnerPlan(r) }))
}

export async function recordMissedSlots(
  tx: Executor,
  jobId: number,
  slots: Date[],
  reason: string,
): Promise<void> {
  if (slots.length === 0) return
  await tx
    .insert(jobRuns)
    .values(
      slots.map((scheduledFor) => ({ jobId, scheduledFor, trigger: 'SCHEDULE', status: 'MISSED', reason })),
    )
    .onConflictDoNothing()
}

export async function setNextRunAt(tx: Executor, jobId: number, nextRunAt: Date | null): Promise<void> {
  await tx.update(userJobs).set({ nextRunAt }).where(eq(userJobs.id, jobId))
}
