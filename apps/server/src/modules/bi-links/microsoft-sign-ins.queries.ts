import { and, eq, gt, lt } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { microsoftSignIns } from '../../db/schema/index.ts'

export type MicrosoftSignInRow = typeof microsoftSignIns.$inferSelect

/** Keeps a destination's Microsoft sign-in until it is used or expires; expired ones are swept on the way. */
export async function saveMicrosoftSignIn(db: Executor, row: MicrosoftSignInRow, now: Date): Promise<void> {
  await db.delete(microsoftSignIns).where(lt(microsoftSignIns.expiresAt, now))
  await db.insert(microsoftSignIns).values(row)
}

/** This user's unexpired sign-in for this job; another user's or job's is not found. */
export async function findMicrosoftSignIn(
  db: Executor,
  key: { id: string; userId: string; jobId: number },
  now: Date,
): Promise<MicrosoftSignInRow | undefined> {
  const [row] = await db
    .select()
    .from(microsoftSignIns)
    .where(
      and(
        eq(microsoftSignIns.id, key.id),
        eq(microsoftSignIns.userId, key.userId),
        eq(microsoftSignIns.jobId, key.jobId),
        gt(microsoftSignIns.expiresAt, now),
      ),
    )
  return row
}
