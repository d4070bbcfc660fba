import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { jobRuns, rateLimits, runFiles, sftpCredentials, userJobs, users } from '../../db/schema/index.ts'

export async function findAccountEmail(db: Executor, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId))
  return row?.email
}

export async function findCredentials(db: Executor, userId: string) {
  const [row] = await db.select().from(sftpCredentials).where(eq(sftpCredentials.userId, userId))
  return row
}

/** Stores the account's credentials; replacing them keeps the user name. */
export async function saveCredentials(db: Executor, row: typeof sftpCredentials.$inferInsert) {
  await db
    .insert(sftpCredentials)
    .values(row)
    .onConflictDoUpdate({
      target: sftpCredentials.userId,
      set: { passwordHash: row.passwordHash, publicKey: row.publicKey, createdAt: row.createdAt },
    })
}

export async function deleteCredentials(db: Executor, userId: string): Promise<boolean> {
  const deleted = await db
    .delete(sftpCredentials)
    .where(eq(sftpCredentials.userId, userId))
    .returning({ userId: sftpCredentials.userId })
  return deleted.length > 0
}

/** The account behind an SFTP user name, read at each sign-in: its credentials, plan and deactivation. */
export async function findLogin(db: Executor, username: string) {
  const [row] = await db
    .select({
      userId: users.id,
      email: users.email,
      plan: users.subscriptionType,
      deactivatedAt: users.deactivatedAt,
      passwordHash: sftpCredentials.passwordHash,
      publicKey: sftpCredentials.publicKey,
    })
    .from(sftpCredentials)
    .innerJoin(users, eq(users.id, sftpCredentials.userId))
    .where(eq(sftpCredentials.username, username))
  return row
}

/** The failures counted in the current windows of these rate-limit keys. */
export async function countFailures(db: Executor, keys: string[], now: number): Promise<number[]> {
  const rows = await db
    .select({ key: rateLimits.key, count: rateLimits.count })
    .from(rateLimits)
    .where(and(inArray(rateLimits.key, keys), gt(rateLimits.lastRequest, now)))
  return keys.map((key) => Number(rows.find((r) => r.key === key)?.count ?? 0))
}

/** Every generated file of the account whose documents are still stored, oldest run first. */
export async function listAccountFiles(db: Executor, userId: string) {
  return db
    .select({
      jobId: userJobs.id,
      jobName: userJobs.name,
      runId: jobRuns.id,
      scheduledFor: jobRuns.scheduledFor,
      startedAt: jobRuns.startedAt,
      fileName: runFiles.fileName,
      documentKind: runFiles.documentKind,
      documentId: runFiles.documentId,
      documentSize: runFiles.documentSize,
      workbookId: runFiles.workbookId,
      workbookSize: runFiles.workbookSize,
      finishedAt: runFiles.finishedAt,
    })
    .from(runFiles)
    .innerJoin(jobRuns, eq(jobRuns.id, runFiles.runId))
    .innerJoin(userJobs, eq(userJobs.id, jobRuns.jobId))
    .where(
      and(eq(userJobs.userId, userId), eq(runFiles.status, 'GENERATED'), isNull(runFiles.filesExpiredAt)),
    )
    .orderBy(asc(userJobs.id), asc(jobRuns.id), asc(runFiles.position))
}
export type AccountFileRow = Awaited<ReturnType<typeof listAccountFiles>>[number]
