import { and, eq, lt, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { idempotencyKeys } from '../../db/schema/index.ts'

export interface IdempotencyClaim {
  userId: string
  scope: string
  key: string
}

export type StoredAnswer = typeof idempotencyKeys.$inferSelect

/**
 * Claims a key for a first request, or returns the row a live earlier request left. A row created before
 * `expiredBefore` no longer counts: it is claimed afresh (and the user's other expired rows are dropped).
 */
export async function claimIdempotencyKey(
  db: Executor,
  claim: IdempotencyClaim & { fingerprint: string; now: Date; expiredBefore: Date },
): Promise<{ claimed: true } | { claimed: false; earlier: StoredAnswer | undefined }> {
  const { userId, scope, key, fingerprint, now, expiredBefore } = claim
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), lt(idempotencyKeys.createdAt, expiredBefore)))
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ userId, scope, key, fingerprint, createdAt: now })
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.scope, idempotencyKeys.key],
      set: { fingerprint, statusCode: null, response: null, createdAt: now },
      setWhere: sql`${idempotencyKeys.createdAt} < ${expiredBefore}`,
    })
    .returning({ key: idempotencyKeys.key })
  if (inserted.length > 0) return { claimed: true }
  const [earlier] = await db.select().from(idempotencyKeys).where(matches(claim))
  return { claimed: false, earlier }
}

/** Keeps the first answer, to be replayed for the same key. */
export async function storeIdempotentAnswer(
  db: Executor,
  claim: IdempotencyClaim,
  answer: { statusCode: number; response: string },
): Promise<void> {
  await db.update(idempotencyKeys).set(answer).where(matches(claim))
}

/** Frees a key whose request failed, so it can be tried again. */
export async function releaseIdempotencyKey(db: Executor, claim: IdempotencyClaim): Promise<void> {
  await db.delete(idempotencyKeys).where(matches(claim))
}

function matches({ userId, scope, key }: IdempotencyClaim) {
  return and(
    eq(idempotencyKeys.userId, userId),
    eq(idempotencyKeys.scope, scope),
    eq(idempotencyKeys.key, key),
  )
}
