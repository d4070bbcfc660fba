import { eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { apiKeys, users } from '../../db/schema/index.ts'

export interface ApiKeyRow {
  id: string
  createdAt: Date
  lastUsedAt: Date | null
  /** The account is activated, so the key authenticates. */
  active: boolean
}

export async function findApiKey(db: Executor, userId: string): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .select({
      id: apiKeys.id,
      createdAt: apiKeys.createdAt,
      lastUsedAt: apiKeys.lastUsedAt,
      active: users.emailVerified,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(eq(apiKeys.userId, userId))
  return row
}

/** The id of the account's current key, locked until the transaction ends. */
export async function lockApiKeyId(tx: Executor, userId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ id: apiKeys.id })
    .from(apiKeys)
    .where(eq(apiKeys.userId, userId))
    .for('update')
  return row?.id
}

/** Makes `key` the account's only key: the previous one (if any) stops matching at once. */
export async function putApiKey(
  tx: Executor,
  key: { id: string; userId: string; secretHash: string; createdAt: Date },
): Promise<void> {
  await tx
    .insert(apiKeys)
    .values({ ...key, lastUsedAt: null })
    .onConflictDoUpdate({
      target: apiKeys.userId,
      set: { id: key.id, secretHash: key.secretHash, createdAt: key.createdAt, lastUsedAt: null },
    })
}

export async function deleteApiKey(db: Executor, userId: string): Promise<string | undefined> {
  const [row] = await db.delete(apiKeys).where(eq(apiKeys.userId, userId)).returning({ id: apiKeys.id })
  return row?.id
}
