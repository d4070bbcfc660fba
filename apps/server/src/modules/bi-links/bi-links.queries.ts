import { eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { biLinks } from '../../db/schema/index.ts'

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
