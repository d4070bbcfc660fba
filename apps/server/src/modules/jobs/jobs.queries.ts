import type { JobListQuery, SubscriptionType } from '@herald/contracts'
import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Executor } from '../../db/client.ts'
import { jobRuns, userJobs, users } from '../../db/schema/index.ts'

export type JobRow = typeof userJobs.$inferSelect & { hasActiveRun: boolean; firstRunReplaced: boolean }
export type NewJobRow = typeof userJobs.$inferInsert
/** A job as its owner's requests see it: the row, its run flags, and the owner's email and plan. */
export type OwnedJobRow = JobRow & { ownerEmail: string; plan: SubscriptionType }

/**
 * Subqueries on the job's runs. The job's id is named with its table: in a select from user_jobs alone,
 * drizzle writes columns unqualified, and a bare "id" inside the subquery would be the run's.
 */
const jobId = sql`${userJobs}.${sql.identifier(userJobs.id.name)}`
const hasActiveRun = sql<boolean>`exists (select 1 from ${jobRuns} r where r.job_id = ${jobId} and r.status in ('QUEUED', 'RUNNING'))`

/** A run by hand took the first scheduled run's place, and no scheduled run has been recorded since (ADR 0043). */
const firstRunReplaced = sql<boolean>`(${userJobs.firstRunReplacedAt} is not null and not exists (select 1 from ${jobRuns} r where r.job_id = ${jobId} and r.trigger in ('SCHEDULE', 'CATCH_UP')))`

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
    .select({ job: userJobs, hasActiveRun, firstRunReplaced, total: page.total })
    .from(page)
    .innerJoin(userJobs, eq(userJobs.id, page.id))
    .orderBy(order(sortColumns[field]), order(userJobs.id))
  const total = rows[0] ? Number(rows[0].total) : query.page === 0 ? 0 : await countJobs(db, where)
  return {
    rows: rows.map((r) => ({ ...r.job, hasActiveRun: r.hasActiveRun, firstRunReplaced: r.firstRunReplaced })),
    total,
  }
}

/** The total alone, for a page past the end (which has no row to carry it). */
async function countJobs(db: Executor, where: SQL | undefined): Promise<number> {
  const [counted] = await db.select({ n: count() }).from(userJobs).where(where)
  return counted?.n ?? 0
}

/** The user's job with its run flags and its owner's email and plan; undefined when it is not the user's. */
export async function findJob(db: Executor, userId: string, id: number): Promise<OwnedJobRow | undefined> {
  const [row] = await db
    .select({
      job: userJobs,
      hasActiveRun,
      firstRunReplaced,
      ownerEmail: users.email,
      plan: users.subscriptionType,
    })
    .from(userJobs)
    .innerJoin(users, eq(users.id, userJobs.userId))
    .where(and(eq(userJobs.userId, userId), eq(userJobs.id, id)))
  return row
    ? {
        ...row.job,
        hasActiveRun: row.hasActiveRun,
        firstRunReplaced: row.firstRunReplaced,
        ownerEmail: row.ownerEmail,
        plan: row.plan as SubscriptionType,
      }
    : undefined
}

/** The user's job, its row locked until the transaction ends (the scheduler skips it meanwhile). */
export async function lockJob(tx: Executor, userId: string, id: number) {
  const [row] = await tx
    .select()
    .from(userJobs)
    .where(and(eq(userJobs.userId, userId), eq(userJobs.id, id)))
    .for('update')
  return row
}

/** The first run gives way to a run by hand: the next run moves to `next`, and the job remembers why. */
export async function replaceFirstRun(tx: Executor, id: number, next: Date | null, now: Date): Promise<void> {
  await tx
    .update(userJobs)
    .set({ nextRunAt: next, firstRunReplacedAt: now, updatedAt: now })
    .where(eq(userJobs.id, id))
}

export async function insertJob(db: Executor, job: NewJobRow): Promise<JobRow> {
  const [row] = await db.insert(userJobs).values(job).returning()
  return { ...row!, hasActiveRun: false, firstRunReplaced: false }
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
