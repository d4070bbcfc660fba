import type { SubscriptionType } from '@herald/contracts'
import { eq, sql } from 'drizzle-orm'
import { queryRows, type Executor } from '../../db/client.ts'
import {
  billingAccounts,
  deliveries,
  jobRuns,
  runFiles,
  stripeEvents,
  userJobs,
  users,
} from '../../db/schema/index.ts'

export type BillingAccountRow = typeof billingAccounts.$inferSelect

export interface UsageDayRow {
  day: string
  jobs: number
  runs: number
  files: number
  emails: number
  storage_bytes: string | number
}

/**
 * The account's usage per UTC day in [from, to): jobs created, runs started, files generated (and the bytes
 * stored for them), emails sent. One statement; days without usage are absent.
 */
export function usagePerDay(db: Executor, userId: string, from: Date, to: Date): Promise<UsageDayRow[]> {
  const day = (column: unknown) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`
  const jobs = sql`select ${userJobs.id} from ${userJobs} where ${userJobs.userId} = ${userId}`
  return queryRows<UsageDayRow>(
    db,
    sql`
    select day, sum(jobs)::int as jobs, sum(runs)::int as runs, sum(files)::int as files,
           sum(emails)::int as emails, sum(storage_bytes)::bigint as storage_bytes
    from (
      select ${day(userJobs.createdAt)} as day, 1 as jobs, 0 as runs, 0 as files, 0 as emails, 0 as storage_bytes
      from ${userJobs}
      where ${userJobs.userId} = ${userId} and ${userJobs.createdAt} >= ${from} and ${userJobs.createdAt} < ${to}
      union all
      select ${day(jobRuns.startedAt)}, 0, 1, 0, 0, 0
      from ${jobRuns}
      where ${jobRuns.jobId} in (${jobs}) and ${jobRuns.startedAt} >= ${from} and ${jobRuns.startedAt} < ${to}
      union all
      select ${day(runFiles.finishedAt)}, 0, 0, 1, 0,
             coalesce(${runFiles.documentSize}, 0) + coalesce(${runFiles.workbookSize}, 0)
      from ${runFiles} join ${jobRuns} on ${jobRuns.id} = ${runFiles.runId}
      where ${jobRuns.jobId} in (${jobs}) and ${runFiles.status} = 'GENERATED'
        and ${runFiles.finishedAt} >= ${from} and ${runFiles.finishedAt} < ${to}
      union all
      select ${day(deliveries.sentAt)}, 0, 0, 0, 1, 0
      from ${deliveries}
        join ${runFiles} on ${runFiles.id} = ${deliveries.fileId}
        join ${jobRuns} on ${jobRuns.id} = ${runFiles.runId}
      where ${jobRuns.jobId} in (${jobs}) and ${deliveries.status} = 'SENT'
        and ${deliveries.sentAt} >= ${from} and ${deliveries.sentAt} < ${to}
    ) usage
    group by day
    order by day`,
  )
}

export interface AccountPlanRow {
  email: string
  subscriptionType: string
  subscriptionStartDate: Date
  canCreateJobs: boolean
}

/** The plan as stored now: every rule reads it fresh for each request. */
export async function findAccountPlan(db: Executor, userId: string): Promise<AccountPlanRow | undefined> {
  const [row] = await db
    .select({
      email: users.email,
      subscriptionType: users.subscriptionType,
      subscriptionStartDate: users.subscriptionStartDate,
      canCreateJobs: users.canCreateJobs,
    })
    .from(users)
    .where(eq(users.id, userId))
  return row
}

/** Sets the plan; its start date moves only when the plan changes. */
export async function setAccountPlan(
  db: Executor,
  userId: string,
  plan: SubscriptionType,
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({
      subscriptionType: plan,
      subscriptionStartDate: sql`case when ${users.subscriptionType} = ${plan} then ${users.subscriptionStartDate} else ${now} end`,
      updatedAt: now,
    })
    .where(eq(users.id, userId))
}

export async function findBillingAccount(
  db: Executor,
  userId: string,
): Promise<BillingAccountRow | undefined> {
  const [row] = await db.select().from(billingAccounts).where(eq(billingAccounts.userId, userId))
  return row
}

export async function findBillingAccountByCustomer(
  db: Executor,
  customerId: string,
): Promise<BillingAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(billingAccounts)
    .where(eq(billingAccounts.stripeCustomerId, customerId))
    .for('update')
  return row
}

/** Links the account to its Stripe customer; the first link wins when two requests race. */
export async function insertBillingAccount(
  db: Executor,
  userId: string,
  customerId: string,
): Promise<BillingAccountRow> {
  await db.insert(billingAccounts).values({ userId, stripeCustomerId: customerId }).onConflictDoNothing()
  return (await findBillingAccount(db, userId))!
}

export async function updateBillingAccount(
  db: Executor,
  userId: string,
  fields: Partial<Omit<BillingAccountRow, 'userId' | 'stripeCustomerId' | 'createdAt'>>,
): Promise<void> {
  await db
    .update(billingAccounts)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(billingAccounts.userId, userId))
}

/** Stores a Stripe event id once; false when it was already received (a replay or a redelivery). */
export async function recordStripeEvent(db: Executor, id: string, type: string): Promise<boolean> {
  const inserted = await db
    .insert(stripeEvents)
    .values({ id, type })
    .onConflictDoNothing()
    .returning({ id: stripeEvents.id })
  return inserted.length > 0
}
