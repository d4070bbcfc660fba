import type { AdminUserListQuery } from '@herald/contracts'
import { asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Executor } from '../../db/client.ts'
import { apiKeys, sessions, users } from '../../db/schema/index.ts'

export type UserRow = typeof users.$inferSelect
export type ListedUserRow = UserRow & { jobCount: number; lastSignInAt: Date | null }

// Correlated subqueries name their tables in full: drizzle leaves columns unqualified in one-table selects.
const jobCount = sql<number>`(select count(*) from "user_jobs" j where j."user_id" = "users"."id")::int`
/** The last AUTHENTICATION_SUCCESS of the account (audit_events is indexed by principal, type, time). */
const lastSignInAt = sql<Date | null>`(select max(a."created_at") from "audit_events" a
  where a."principal" = "users"."email" and a."type" = 'AUTHENTICATION_SUCCESS')`.mapWith(
  (value: string | Date | null) => (value === null ? null : new Date(value)),
)

const sortColumns = {
  email: users.email,
  name: sql`lower(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`,
  activated: users.emailVerified,
  roles: users.role,
  plan: users.subscriptionType,
  trialEndsAt: users.subscriptionStartDate,
  lastSignInAt,
  jobs: jobCount,
  createdDate: users.createdAt,
} satisfies Record<string, SQL | AnyPgColumn>

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

function matching(search: string | undefined): SQL | undefined {
  if (!search) return undefined
  const pattern = `%${escapeLike(search)}%`
  return or(
    ilike(users.email, pattern),
    ilike(users.firstName, pattern),
    ilike(users.lastName, pattern),
    ilike(sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`, pattern),
  )
}

/** One page of accounts, with the matching total. */
export async function listUsers(
  db: Executor,
  query: AdminUserListQuery,
): Promise<{ rows: ListedUserRow[]; total: number }> {
  const [field, direction] = query.sort.split(',') as [keyof typeof sortColumns, 'asc' | 'desc']
  const order = direction === 'desc' ? desc : asc
  const where = matching(query.search?.trim() || undefined)
  const [rows, [counted]] = await Promise.all([
    db
      .select({ user: users, jobCount, lastSignInAt })
      .from(users)
      .where(where)
      .orderBy(order(sortColumns[field]), order(users.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ n: count() }).from(users).where(where),
  ])
  return {
    rows: rows.map((r) => ({ ...r.user, jobCount: r.jobCount, lastSignInAt: r.lastSignInAt })),
    total: counted?.n ?? 0,
  }
}

export async function findUser(db: Executor, id: string): Promise<ListedUserRow | undefined> {
  const [row] = await db.select({ user: users, jobCount, lastSignInAt }).from(users).where(eq(users.id, id))
  return row && { ...row.user, jobCount: row.jobCount, lastSignInAt: row.lastSignInAt }
}

/** The row locked until the transaction ends (two admins editing one account apply one after the other). */
export async function lockUser(tx: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update')
  return row
}

export async function findUserIdByEmail(db: Executor, email: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
  return row?.id
}

export async function updateUser(
  tx: Executor,
  id: string,
  fields: Partial<
    Pick<
      UserRow,
      | 'name'
      | 'firstName'
      | 'lastName'
      | 'role'
      | 'subscriptionType'
      | 'subscriptionStartDate'
      | 'canCreateJobs'
      | 'deactivatedAt'
    >
  >,
  now: Date,
): Promise<void> {
  await tx
    .update(users)
    .set({ ...fields, updatedAt: now })
    .where(eq(users.id, id))
}

/** Signs the account out everywhere at once: the principal resolver reads sessions on every request. */
export async function deleteSessions(tx: Executor, userId: string): Promise<void> {
  await tx.delete(sessions).where(eq(sessions.userId, userId))
}

export async function countApiKeys(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(apiKeys).where(eq(apiKeys.userId, userId))
  return row?.n ?? 0
}

/** Deletes the account; its jobs, runs, sessions, API key and settings go with it (ON DELETE CASCADE). */
export async function deleteUser(tx: Executor, id: string): Promise<boolean> {
  const deleted = await tx.delete(users).where(eq(users.id, id)).returning({ id: users.id })
  return deleted.length > 0
}
