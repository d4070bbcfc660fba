import { and, desc, eq, gt, ne } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { sessions } from '../../db/schema/index.ts'

export interface SessionRow {
  id: string
  userAgent: string | null
  ipAddress: string | null
  createdAt: Date
  updatedAt: Date
  expiresAt: Date
}

const columns = {
  id: sessions.id,
  userAgent: sessions.userAgent,
  ipAddress: sessions.ipAddress,
  createdAt: sessions.createdAt,
  updatedAt: sessions.updatedAt,
  expiresAt: sessions.expiresAt,
}

/** The account's unexpired sessions, newest first (the sessions_user_id index); never their tokens. */
export async function listSessions(db: Executor, userId: string, now: Date): Promise<SessionRow[]> {
  return db
    .select(columns)
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.createdAt), desc(sessions.id))
}

/** Deletes one session of the account; false when it has none with that id. */
export async function deleteSession(db: Executor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId)))
    .returning({ id: sessions.id })
  return rows.length > 0
}

/** Deletes every session of the account but `keepId` (all of them without one); how many went. */
export async function deleteOtherSessions(
  db: Executor,
  userId: string,
  keepId: string | undefined,
): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), keepId === undefined ? undefined : ne(sessions.id, keepId)))
    .returning({ id: sessions.id })
  return rows.length
}
