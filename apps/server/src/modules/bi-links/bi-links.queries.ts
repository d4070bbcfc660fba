import { and, eq, gt, lt } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { biLinks, biOauthStates } from '../../db/schema/index.ts'

export type BiLinkRow = typeof biLinks.$inferSelect

export async function findBiLink(db: Executor, jobId: number): Promise<BiLinkRow | undefined> {
  const [row] = await db.select().from(biLinks).where(eq(biLinks.jobId, jobId))
  return row
}

/** Links the job (replacing an earlier link). */
export async function saveBiLink(db: Executor, row: Omit<BiLinkRow, 'isValid'>): Promise<void> {
  const values = { ...row, isValid: true }
  await db.insert(biLinks).values(values).onConflictDoUpdate({ target: biLinks.jobId, set: values })
}

export async function saveBiSession(db: Executor, jobId: number, sealedSession: string | null, now: Date) {
  await db.update(biLinks).set({ sealedSession, updatedAt: now }).where(eq(biLinks.jobId, jobId))
}

/** Tableau refused the stored credentials: the link stays (so the UI can say so) but is no longer valid. */
export async function markBiLinkRefused(db: Executor, jobId: number, now: Date) {
  await db
    .update(biLinks)
    .set({ isValid: false, sealedSession: null, updatedAt: now })
    .where(eq(biLinks.jobId, jobId))
}

export async function deleteBiLink(db: Executor, jobId: number): Promise<void> {
  await db.delete(biLinks).where(eq(biLinks.jobId, jobId))
}

/** Replaces the sealed refresh token only if it is still `usedSealed` (compare-and-set); false when another process won. */
export async function rotateBiCredentials(
  db: Executor,
  jobId: number,
  usedSealed: string,
  nextSealed: string,
  now: Date,
): Promise<boolean> {
  const updated = await db
    .update(biLinks)
    .set({ sealedCredentials: nextSealed, updatedAt: now })
    .where(and(eq(biLinks.jobId, jobId), eq(biLinks.sealedCredentials, usedSealed)))
    .returning({ jobId: biLinks.jobId })
  return updated.length > 0
}

export type OauthStateRow = typeof biOauthStates.$inferSelect

/** Keeps a sign-in under way; expired ones are swept on the way. */
export async function saveOauthState(db: Executor, row: OauthStateRow, now: Date): Promise<void> {
  await db.delete(biOauthStates).where(lt(biOauthStates.expiresAt, now))
  await db.insert(biOauthStates).values(row)
}

/** Takes (deletes and returns) the user's unexpired sign-in for this state; another user's state is left alone. */
export async function takeOauthState(
  db: Executor,
  stateHash: string,
  userId: string,
  now: Date,
): Promise<OauthStateRow | undefined> {
  const [row] = await db
    .delete(biOauthStates)
    .where(
      and(
        eq(biOauthStates.stateHash, stateHash),
        eq(biOauthStates.userId, userId),
        gt(biOauthStates.expiresAt, now),
      ),
    )
    .returning()
  return row
}
