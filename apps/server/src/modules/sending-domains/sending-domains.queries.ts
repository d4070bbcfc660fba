import { and, asc, count, eq, isNotNull, ne, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { sendingDomains } from '../../db/schema/index.ts'

export type SendingDomainRow = typeof sendingDomains.$inferSelect
export type NewSendingDomain = typeof sendingDomains.$inferInsert

export interface CheckedStates {
  dkimState: string
  spfState: string
  dmarcState: string
  dkimVerifiedAt: Date | null
  checkedAt: Date
}

export async function listSendingDomains(db: Executor, userId: string): Promise<SendingDomainRow[]> {
  return db
    .select()
    .from(sendingDomains)
    .where(eq(sendingDomains.userId, userId))
    .orderBy(asc(sendingDomains.domain))
}

export async function findSendingDomain(db: Executor, userId: string, id: number) {
  const [row] = await db
    .select()
    .from(sendingDomains)
    .where(and(eq(sendingDomains.userId, userId), eq(sendingDomains.id, id)))
  return row
}

export async function findSendingDomainByName(db: Executor, userId: string, domain: string) {
  const [row] = await db
    .select()
    .from(sendingDomains)
    .where(and(eq(sendingDomains.userId, userId), eq(sendingDomains.domain, domain)))
  return row
}

/** Whether another account has this domain with its DKIM record verified. */
export async function isVerifiedByAnotherAccount(db: Executor, userId: string, domain: string) {
  const [row] = await db
    .select({ id: sendingDomains.id })
    .from(sendingDomains)
    .where(
      and(
        eq(sendingDomains.domain, domain),
        ne(sendingDomains.userId, userId),
        isNotNull(sendingDomains.dkimVerifiedAt),
      ),
    )
    .limit(1)
  return row !== undefined
}

/** Inserts the domain; undefined when the account added it meanwhile. */
export async function insertSendingDomain(db: Executor, row: NewSendingDomain) {
  const [inserted] = await db.insert(sendingDomains).values(row).onConflictDoNothing().returning()
  return inserted
}

/** How many sending domains the account has. */
export async function countSendingDomains(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(sendingDomains).where(eq(sendingDomains.userId, userId))
  return row?.n ?? 0
}

/** Serialises the account's additions until the transaction ends, so a count and its insert agree. */
export async function lockAccountDomains(db: Executor, userId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`sending-domains:${userId}`}))`)
}

export async function updateCheckedStates(db: Executor, id: number, states: CheckedStates) {
  const [row] = await db.update(sendingDomains).set(states).where(eq(sendingDomains.id, id)).returning()
  return row
}

export async function deleteSendingDomain(db: Executor, userId: string, id: number): Promise<boolean> {
  const deleted = await db
    .delete(sendingDomains)
    .where(and(eq(sendingDomains.userId, userId), eq(sendingDomains.id, id)))
    .returning({ id: sendingDomains.id })
  return deleted.length > 0
}
