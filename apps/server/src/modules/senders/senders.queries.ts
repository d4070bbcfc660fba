import { extractSenderAddress } from '@herald/contracts'
import { and, eq, gt, isNotNull } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { verifiedSenders } from '../../db/schema/index.ts'

/** Whether this account verified the sender's address (a display-name form `Name <addr>` counts as addr). */
export async function isSenderVerified(db: Executor, userId: string, sender: string): Promise<boolean> {
  const email = extractSenderAddress(sender) ?? sender
  const [row] = await db
    .select({ email: verifiedSenders.email })
    .from(verifiedSenders)
    .where(
      and(
        eq(verifiedSenders.userId, userId),
        eq(verifiedSenders.email, email.toLowerCase()),
        isNotNull(verifiedSenders.verifiedAt),
      ),
    )
  return row !== undefined
}

/** A new verification link replaces the previous one; a verified address stays verified. */
export async function storeVerificationToken(
  db: Executor,
  userId: string,
  email: string,
  tokenHash: string,
  expiresAt: Date,
): Promise<void> {
  await db
    .insert(verifiedSenders)
    .values({ userId, email: email.toLowerCase(), tokenHash, tokenExpiresAt: expiresAt })
    .onConflictDoUpdate({
      target: [verifiedSenders.userId, verifiedSenders.email],
      set: { tokenHash, tokenExpiresAt: expiresAt },
    })
}

/** Marks the address of an unexpired link verified, once; the link cannot be used again. */
export async function confirmVerificationToken(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .update(verifiedSenders)
    .set({ verifiedAt: now, tokenHash: null, tokenExpiresAt: null })
    .where(and(eq(verifiedSenders.tokenHash, tokenHash), gt(verifiedSenders.tokenExpiresAt, now)))
    .returning({ userId: verifiedSenders.userId, email: verifiedSenders.email })
  return row
}
