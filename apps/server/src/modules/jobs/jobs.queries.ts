import type { JobListQuery, SubscriptionType } from '@herald/contracts'
import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Executor } from '../../db/client.ts'
import { jobRuns, userJobs, users } from '../../db/schema/index.ts'

export type JobRow = typeof userJobs.$inferSelect & { hasActiveRun: boolean }
export type NewJobRow = typeof userJobs.$inferInsert

const hasActiveRun = sql<boolean>`exists (select 1 from ${jobRuns} where ${jobRuns.jobId} = ${userJobs.id} and ${jobRuns.status} in ('QUEUED', 'RUNNING'))`

const sortColumns = {
  id: userJobs.id,
  name: sql`lower(${userJobs.name})`,
  schedule: userJobs.cronExpression,
  status: userJobs.status,
  lastRun: userJobs.lastRunAt,
  duration: userJobs.durationMs,
} satisfies Record<string, SQL | AnyPgColumn>

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

function ownedBy(userId: string, search: string | undefined) {
  const own = eq(userJobs.userId, userId)
  return search ? and(own, ilike(userJobs.name, `%${escapeLike(search)}%`)) : own
}

/**
 * One page and the total in one statement: the window count runs over the matching ids only, and the
 * job rows (with their active-run flag) are read for the page alone.
 */
export async function listJobs(
  db: Executor,
  userId: string,
  query: JobListQuery,
): Promise<{ rows: JobRow[]; total: number }> {
  const [field, direction] = query.sort.split(',') as [keyof typeof sortColumns, 'asc' | 'desc']
  const order = direction === 'desc' ? desc : asc
  const where = ownedBy(userId, query.search?.trim() || undefined)
  const page = db
    .select({ id: userJobs.id, total: sql<number>`count(*) over ()`.as('total') })
    .from(userJobs)
    .where(where)
    .orderBy(order(sortColumns[field]), order(userJobs.id))
    .limit(query.size)
    .offset(query.page * query.size)
    .as('page')
  const rows = await db
    .select({ job: userJobs, hasActiveRun, total: page.total })
    .from(page)
    .innerJoin(userJobs, eq(userJobs.id, page.id))
    .orderBy(order(sortColumns[field]), order(userJobs.id))
  const total = rows[0] ? Number(rows[0].total) : query.page === 0 ? 0 : await countJobs(db, where)
  return { rows: rows.map((r) => ({ ...r.job, hasActiveRun: r.hasActiveRun })), total }
}

/** The total alone, for a page past the end (which has no row to carry it). */
async function countJobs(db: Executor, where: SQL | undefined): Promise<number> {
  const [counted] = await db.select({ n: count() }).from(userJobs).where(where)
  return counted?.n ?? 0
}

export async function findJob(db: Executor, userId: string, id: number): Promise<JobRow | undefined> {
  const [row] = await db
    .select({ job: userJobs, hasActiveRun })
    .from(userJobs)
    .where(and(eq(userJobs.userId, userId), eq(userJobs.id, id)))
  return row ? { ...row.job, hasActiveRun: row.hasActiveRun } : undefined
}

export async function insertJob(db: Executor, job: NewJobRow): Promise<JobRow> {
  const [row] = await db.insert(userJobs).values(job).returning()
  return { ...row!, hasActiveRun: false }
}

export async function updateJob(
  db: Executor,
  userId: string,
  id: number,
  fields: Partial<NewJobRow>,
): Promise<JobRow | undefined> {
  const [row] = await db
    .update(userJobs)
    .set({ ...fields, updatedAt: new Date() })
    .where(and(eq(userJobs.userId, userId), eq(userJobs.id, id)))
    .returning()
  return row ? findJob(db, userId, row.id) : undefined
}

/** Deletes the user's job; its name, or undefined when the user has no such job. */
export async function deleteJob(db: Executor, userId: string, id: number): Promise<string | undefined> {
  const [deleted] = await db
    .delete(userJobs)
    .where(and(eq(userJobs.userId, userId), eq(userJobs.id, id)))
    .returning({ name: userJobs.name })
  return deleted?.name
}

export interface OwnerPlan {
  subscriptionType: SubscriptionType
  subscriptionStartDate: string
}

export const toOwnerPlan = (row: { subscriptionType: string; subscriptionStartDate: Date }): OwnerPlan => ({
  subscriptionType: row.subscriptionType as SubscriptionType,
  subscriptionStartDate: row.subscriptionStartDate.toISOString(),
})

/** What the trial rules need about the job's owner. */
export async function findOwnerPlan(db: Executor, userId: string): Promise<OwnerPlan | undefined> {
  const [row] = await db
    .select({ subscriptionType: users.subscriptionType, subscriptionStartDate: users.subscriptionStartDate })
    .from(users)
    .where(eq(users.id, userId))
  return row ? toOwnerPlan(row) : undefined
}

/** The account's job-creation permission (users.can_create_jobs), read fresh for each create or clone. */
export async function ownerCanCreateJobs(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db.select({ allowed: users.canCreateJobs }).from(users).where(eq(users.id, userId))
  return row?.allowed ?? false
}
