import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm'
import type { Executor } from '../../../db/client.ts'
import { jobRefreshes, reportTasks, sampleRefreshes, userJobs, users } from '../../../db/schema/index.ts'
import { toOwnerPlan, type OwnerPlan } from '../jobs.queries.ts'

export type RefreshJob = typeof userJobs.$inferSelect & {
  plan: OwnerPlan
  ownerDeactivated: boolean
  biTool: string | null
  workspaceId: string | null
  reportId: string | null
}
export type RefreshRow = typeof jobRefreshes.$inferSelect
export type NewRefreshRow = typeof jobRefreshes.$inferInsert

const refreshJobColumns = {
  job: userJobs,
  subscriptionType: users.subscriptionType,
  subscriptionStartDate: users.subscriptionStartDate,
  deactivatedAt: users.deactivatedAt,
  biTool: reportTasks.biTool,
  workspaceId: reportTasks.workspaceId,
  reportId: reportTasks.reportId,
}
const toRefreshJob = (r: {
  job: typeof userJobs.$inferSelect
  subscriptionType: string
  subscriptionStartDate: Date
  deactivatedAt: Date | null
  biTool: string | null
  workspaceId: string | null
  reportId: string | null
}): RefreshJob => ({
  ...r.job,
  plan: toOwnerPlan(r),
  ownerDeactivated: r.deactivatedAt !== null,
  biTool: r.biTool,
  workspaceId: r.workspaceId,
  reportId: r.reportId,
})

/**
 * Claims up to `limit` jobs whose refresh poll is due and moves each one's next poll by its interval, in the
 * caller's transaction. SKIP LOCKED: N schedulers poll each job once per interval.
 */
export async function claimDueRefreshPolls(tx: Executor, now: Date, limit: number): Promise<RefreshJob[]> {
  const rows = await tx
    .select(refreshJobColumns)
    .from(userJobs)
    .innerJoin(users, eq(users.id, userJobs.userId))
    .leftJoin(reportTasks, eq(reportTasks.jobId, userJobs.id))
    .where(
      and(
        eq(userJobs.isActive, true),
        eq(userJobs.runAfterRefresh, true),
        lte(userJobs.nextRefreshPollAt, now),
      ),
    )
    .orderBy(asc(userJobs.nextRefreshPollAt))
    .limit(limit)
    .for('update', { of: userJobs, skipLocked: true })
  if (rows.length > 0) {
    await tx
      .update(userJobs)
      .set({
        nextRefreshPollAt: sql`${now.toISOString()}::timestamptz + make_interval(mins => ${userJobs.refreshPollMinutes})`,
      })
      .where(
        inArray(
          userJobs.id,
          rows.map((r) => r.job.id),
        ),
      )
  }
  return rows.map(toRefreshJob)
}

/** The job, locked for the decision to start a run after a refresh; undefined once it is paused or switched off. */
export async function lockRefreshJob(tx: Executor, jobId: number): Promise<RefreshJob | undefined> {
  const [row] = await tx
    .select(refreshJobColumns)
    .from(userJobs)
    .innerJoin(users, eq(users.id, userJobs.userId))
    .leftJoin(reportTasks, eq(reportTasks.jobId, userJobs.id))
    .where(and(eq(userJobs.id, jobId), eq(userJobs.isActive, true), eq(userJobs.runAfterRefresh, true)))
    .for('update', { of: userJobs })
  return row ? toRefreshJob(row) : undefined
}

/** Records refreshes the job has not seen; returns only those this call inserted (the claim). */
export async function insertNewRefreshes(tx: Executor, rows: NewRefreshRow[]): Promise<RefreshRow[]> {
  if (rows.length === 0) return []
  return tx.insert(jobRefreshes).values(rows).onConflictDoNothing().returning()
}

export async function waitingRefreshes(tx: Executor, jobId: number): Promise<RefreshRow[]> {
  return tx
    .select()
    .from(jobRefreshes)
    .where(and(eq(jobRefreshes.jobId, jobId), eq(jobRefreshes.state, 'WAITING')))
    .orderBy(asc(jobRefreshes.endedAt), asc(jobRefreshes.id))
}

export async function setRefreshStates(
  tx: Executor,
  ids: number[],
  state: string,
  runId: number | null = null,
): Promise<void> {
  if (ids.length === 0) return
  await tx.update(jobRefreshes).set({ state, runId }).where(inArray(jobRefreshes.id, ids))
}

export async function setJobRefreshFields(
  tx: Executor,
  jobId: number,
  fields: Partial<
    Pick<typeof userJobs.$inferInsert, 'refreshNote' | 'lastRefreshRunAt' | 'nextRefreshPollAt'>
  >,
): Promise<void> {
  await tx.update(userJobs).set(fields).where(eq(userJobs.id, jobId))
}

/** The account's sample-data refreshes, newest first. */
export async function sampleRefreshesOf(db: Executor, userId: string, limit: number) {
  return db
    .select()
    .from(sampleRefreshes)
    .where(eq(sampleRefreshes.userId, userId))
    .orderBy(sql`${sampleRefreshes.id} desc`)
    .limit(limit)
}

export async function insertSampleRefresh(db: Executor, userId: string, at: Date) {
  const [row] = await db.insert(sampleRefreshes).values({ userId, completedAt: at }).returning()
  return row!
}

/** Makes the account's active jobs on the sample source that wait for refreshes due for a poll now; their ids. */
export async function pollSampleJobsNow(db: Executor, userId: string, now: Date): Promise<number[]> {
  const rows = await db
    .update(userJobs)
    .set({ nextRefreshPollAt: now })
    .where(
      and(
        eq(userJobs.userId, userId),
        eq(userJobs.isActive, true),
        eq(userJobs.runAfterRefresh, true),
        sql`exists (select 1 from ${reportTasks} t where t.job_id = ${userJobs.id} and t.bi_tool = 'SAMPLE')`,
      ),
    )
    .returning({ id: userJobs.id })
  return rows.map((r) => r.id)
}

/** How many jobs a run was made for after this refresh, whichever scheduler or request settled it. */
export async function jobsRunForRefresh(db: Executor, refreshId: string): Promise<number> {
  const [row] = await db
    .select({ jobs: sql<number>`count(distinct ${jobRefreshes.jobId})::int` })
    .from(jobRefreshes)
    .where(and(eq(jobRefreshes.refreshId, refreshId), isNotNull(jobRefreshes.runId)))
  return row?.jobs ?? 0
}

/** Sets (or clears, with null) the hash of the job's trigger URL; whether the user has the job. */
export async function setTriggerHash(
  db: Executor,
  userId: string,
  jobId: number,
  hash: string | null,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(userJobs)
    .set({ triggerTokenHash: hash, triggerCreatedAt: hash ? now : null })
    .where(and(eq(userJobs.userId, userId), eq(userJobs.id, jobId)))
    .returning({ id: userJobs.id })
  return rows.length > 0
}

/** The job whose trigger URL has this hash, locked, with its owner's plan. */
export async function lockJobByTriggerHash(tx: Executor, hash: string) {
  const [row] = await tx
    .select({
      job: userJobs,
      subscriptionType: users.subscriptionType,
      subscriptionStartDate: users.subscriptionStartDate,
      deactivatedAt: users.deactivatedAt,
      email: users.email,
    })
    .from(userJobs)
    .innerJoin(users, eq(users.id, userJobs.userId))
    .where(eq(userJobs.triggerTokenHash, hash))
    .for('update', { of: userJobs })
  return (
    row && {
      ...row.job,
      plan: toOwnerPlan(row),
      ownerDeactivated: row.deactivatedAt !== null,
      email: row.email,
    }
  )
}

/** When the next refresh poll of any active job is due. */
export async function earliestRefreshPoll(db: Executor): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<string | null>`min(${userJobs.nextRefreshPollAt})` })
    .from(userJobs)
    .where(and(eq(userJobs.isActive, true), eq(userJobs.runAfterRefresh, true)))
  return row?.at ? new Date(row.at) : null
}
