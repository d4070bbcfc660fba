import { asc, eq } from 'drizzle-orm'
import { writeInChunks } from '../../db/chunks.ts'
import type { Executor } from '../../db/client.ts'
import { notificationRecipients } from '../../db/schema/index.ts'

export async function listRecipients(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .select({ email: notificationRecipients.email })
    .from(notificationRecipients)
    .where(eq(notificationRecipients.userId, userId))
    .orderBy(asc(notificationRecipients.position))
  return rows.map((r) => r.email)
}

export async function replaceRecipients(tx: Executor, userId: string, emails: string[]): Promise<void> {
  await tx.delete(notificationRecipients).where(eq(notificationRecipients.userId, userId))
  await writeInChunks(
    emails.map((email, position) => ({ userId, email, position })),
    (chunk) => tx.insert(notificationRecipients).values(chunk),
  )
}
