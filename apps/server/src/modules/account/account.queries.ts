import { and, eq, ne, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { emailChanges, users } from '../../db/schema/index.ts'

export type UserRow = typeof users.$inferSelect

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id))
  return row
}

export async function updateUserProfile(
  db: Executor,
  id: string,
  fields: { firstName: string; lastName: string | null; langKey: string },
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...fields, name: fields.firstName, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning()
  return row
}

export interface EmailChangeRow {
  userId: string
  newEmail: string
  expiresAt: Date
}

const emailChangeColumns = {
  userId: emailChanges.userId,
  newEmail: emailChanges.newEmail,
  expiresAt: emailChanges.expiresAt,
}

/** Whether another account signs in with this address (emails are compared case-insensitively). */
export async function emailTakenByAnother(db: Executor, email: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, userId)))
  return row !== undefined
}

/** Records the account's email change, replacing the one it was waiting for (its link stops working). */
export async function upsertEmailChange(
  db: Executor,
  change: EmailChangeRow & { tokenHash: string },
): Promise<void> {
  await db
    .insert(emailChanges)
    .values(change)
    .onConflictDoUpdate({
      target: emailChanges.userId,
      set: {
        newEmail: change.newEmail,
        tokenHash: change.tokenHash,
        expiresAt: change.expiresAt,
        createdAt: new Date(),
      },
    })
}

export async function findEmailChange(db: Executor, userId: string): Promise<EmailChangeRow | undefined> {
  const [row] = await db.select(emailChangeColumns).from(emailChanges).where(eq(emailChanges.userId, userId))
  return row
}

/** Takes the change a link's token names (it can be used once); undefined for an unknown token. */
export async function takeEmailChangeByToken(
  db: Executor,
  tokenHash: string,
): Promise<EmailChangeRow | undefined> {
  const [row] = await db
    .delete(emailChanges)
    .where(eq(emailChanges.tokenHash, tokenHash))
    .returning(emailChangeColumns)
  return row
}

export async function deleteEmailChange(db: Executor, userId: string): Promise<void> {
  await db.delete(emailChanges).where(eq(emailChanges.userId, userId))
}

/** Sets the account's sign-in email; its sessions and API key stay valid. Returns the old address. */
export async function updateUserEmail(db: Executor, id: string, email: string): Promise<string | undefined> {
  const [old] = await db.select({ email: users.email }).from(users).where(eq(users.id, id)).for('update')
  if (!old) return undefined
  await db.update(users).set({ email, emailVerified: true, updatedAt: new Date() }).where(eq(users.id, id))
  return old.email
}
