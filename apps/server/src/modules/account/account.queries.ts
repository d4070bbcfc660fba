import { eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { users } from '../../db/schema/index.ts'

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
