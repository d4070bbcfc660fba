import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { apiKeys, sessions, users, verifications } from '../../db/schema/index.ts'

const deactivated = sql<boolean>`${users.deactivatedAt} is not null`

export async function findUserEmailById(db: Executor, id: string): Promise<string | undefined> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, id))
  return row?.email
}

export async function isDeactivated(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db.select({ deactivated }).from(users).where(eq(users.id, userId))
  return row?.deactivated ?? false
}

export async function emailIsRegistered(db: Executor, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
  return row !== undefined
}

/** The password-reset token as the authentication library stores it: identifier `reset-password:<token>`. */
export async function findResetToken(
  db: Executor,
  token: string,
): Promise<{ userId: string; expiresAt: Date } | undefined> {
  const [row] = await db
    .select({ userId: verifications.value, expiresAt: verifications.expiresAt })
    .from(verifications)
    .where(eq(verifications.identifier, `reset-password:${token}`))
  return row
}

/** The account a credential belongs to: its stored role, and whether an admin deactivated it. */
export interface PrincipalRow {
  userId: string
  email: string
  role: string
  deactivated: boolean
}

/** A PrincipalRow's columns, read from the credential's user. */
const principalColumns = { userId: users.id, email: users.email, role: users.role, deactivated }

/** The user behind a session token, if the session exists and has not expired; with the session's id and last use. */
export async function findSessionPrincipal(
  db: Executor,
  token: string,
  now: Date,
): Promise<(PrincipalRow & { sessionId: string; lastSeenAt: Date }) | undefined> {
  const [row] = await db
    .select({ ...principalColumns, sessionId: sessions.id, lastSeenAt: sessions.updatedAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.token, token), gt(sessions.expiresAt, now)))
  return row
}

/** The account behind an API key's hash (one indexed lookup), with whether the account is activated. */
export async function findApiKeyPrincipal(
  db: Executor,
  secretHash: string,
): Promise<(PrincipalRow & { keyId: string; active: boolean; lastUsedAt: Date | null }) | undefined> {
  const [row] = await db
    .select({
      keyId: apiKeys.id,
      ...principalColumns,
      active: users.emailVerified,
      lastUsedAt: apiKeys.lastUsedAt,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(eq(apiKeys.secretHash, secretHash))
  return row
}

/** Records a use of the key unless one was recorded since `staleBefore` (another process may have done it). */
export async function markApiKeyUsed(
  db: Executor,
  keyId: string,
  now: Date,
  staleBefore: Date,
): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(and(eq(apiKeys.id, keyId), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, staleBefore))))
}

/** Records a use of the session unless one was recorded since `staleBefore` (its "last seen"). */
export async function markSessionSeen(
  db: Executor,
  sessionId: string,
  now: Date,
  staleBefore: Date,
): Promise<void> {
  await db
    .update(sessions)
    .set({ updatedAt: now })
    .where(and(eq(sessions.id, sessionId), lt(sessions.updatedAt, staleBefore)))
}
