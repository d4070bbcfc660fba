import { and, asc, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { ipAllowList, users } from '../../db/schema/index.ts'

export interface AllowListRow {
  id: number
  address: string
}

const columns = { id: ipAllowList.id, address: ipAllowList.address }

/** The account's entries, oldest first (one indexed read; empty for most accounts). */
export async function listAllowedAddresses(db: Executor, userId: string): Promise<AllowListRow[]> {
  return db
    .select(columns)
    .from(ipAllowList)
    .where(eq(ipAllowList.userId, userId))
    .orderBy(asc(ipAllowList.id))
}

/** Locks the account's row: changes to one account's list are made one at a time (the lock-out check). */
export async function lockAccount(db: Executor, userId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
}

/** Inserts an entry; undefined when the account already has it. */
export async function insertAllowedAddress(
  db: Executor,
  userId: string,
  address: string,
): Promise<AllowListRow | undefined> {
  const [row] = await db
    .insert(ipAllowList)
    .values({ userId, address })
    .onConflictDoNothing()
    .returning(columns)
  return row
}

export async function deleteAllowedAddress(db: Executor, userId: string, id: number): Promise<boolean> {
  const rows = await db
    .delete(ipAllowList)
    .where(and(eq(ipAllowList.id, id), eq(ipAllowList.userId, userId)))
    .returning({ id: ipAllowList.id })
  return rows.length > 0
}
