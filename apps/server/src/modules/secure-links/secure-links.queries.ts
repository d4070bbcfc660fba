import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { jobRuns, runFiles, secureLinks, userJobs } from '../../db/schema/index.ts'

export async function insertSecureLink(
  db: Executor,
  link: { fileId: number; tokenHash: string; createdAt: Date; expiresAt: Date },
): Promise<number> {
  const [row] = await db.insert(secureLinks).values(link).returning({ id: secureLinks.id })
  return row!.id
}

/** What a download needs: the link's state and the file it opens, found by the token's hash. */
export interface LinkedFile {
  linkId: number
  expiresAt: Date
  revokedAt: Date | null
  userId: string
  jobId: number
  file: {
    id: number
    fileName: string
    documentKind: string | null
    documentId: string | null
    workbookId: string | null
    filesExpiredAt: Date | null
    protected: boolean
  }
}

export async function findLinkedFile(db: Executor, tokenHash: string): Promise<LinkedFile | undefined> {
  const [row] = await db
    .select({
      linkId: secureLinks.id,
      expiresAt: secureLinks.expiresAt,
      revokedAt: secureLinks.revokedAt,
      userId: userJobs.userId,
      jobId: userJobs.id,
      file: {
        id: runFiles.id,
        fileName: runFiles.fileName,
        documentKind: runFiles.documentKind,
        documentId: runFiles.documentId,
        workbookId: runFiles.workbookId,
        filesExpiredAt: runFiles.filesExpiredAt,
        protected: runFiles.protected,
      },
    })
    .from(secureLinks)
    .innerJoin(runFiles, eq(runFiles.id, secureLinks.fileId))
    .innerJoin(jobRuns, eq(jobRuns.id, runFiles.runId))
    .innerJoin(userJobs, eq(userJobs.id, jobRuns.jobId))
    .where(eq(secureLinks.tokenHash, tokenHash))
  return row
}

/** Counts one download, only while the link still works (a revocation committed meanwhile wins). */
export async function countDownload(db: Executor, linkId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(secureLinks)
    .set({ downloads: sql`${secureLinks.downloads} + 1`, lastDownloadAt: now })
    .where(
      and(
        eq(secureLinks.id, linkId),
        sql`${secureLinks.revokedAt} is null`,
        sql`${secureLinks.expiresAt} > ${now}`,
      ),
    )
    .returning({ id: secureLinks.id })
  return rows.length > 0
}

export interface FileLinkRow {
  id: number
  fileId: number
  createdAt: Date
  expiresAt: Date
  revokedAt: Date | null
  downloads: number
  lastDownloadAt: Date | null
}

const linkColumns = {
  id: secureLinks.id,
  fileId: secureLinks.fileId,
  createdAt: secureLinks.createdAt,
  expiresAt: secureLinks.expiresAt,
  revokedAt: secureLinks.revokedAt,
  downloads: secureLinks.downloads,
  lastDownloadAt: secureLinks.lastDownloadAt,
}

/** The ids of a file's links, when the file is of the account's job (none otherwise). */
function linksOfOwnedFile(db: Executor, owner: { userId: string; jobId: number }, fileId: number) {
  return db
    .select({ id: secureLinks.id })
    .from(secureLinks)
    .innerJoin(runFiles, eq(runFiles.id, secureLinks.fileId))
    .innerJoin(jobRuns, eq(jobRuns.id, runFiles.runId))
    .innerJoin(userJobs, eq(userJobs.id, jobRuns.jobId))
    .where(
      and(eq(secureLinks.fileId, fileId), eq(userJobs.userId, owner.userId), eq(userJobs.id, owner.jobId)),
    )
}

/** The links of one of the account's files, newest first (none for another account's file). */
export async function listFileLinks(
  db: Executor,
  owner: { userId: string; jobId: number },
  fileId: number,
): Promise<FileLinkRow[]> {
  return db
    .select(linkColumns)
    .from(secureLinks)
    .where(inArray(secureLinks.id, linksOfOwnedFile(db, owner, fileId)))
    .orderBy(sql`${secureLinks.id} desc`)
}

/** Revokes one of the account's links (of the given file); undefined when it is not theirs. Idempotent. */
export async function revokeLink(
  db: Executor,
  owner: { userId: string; jobId: number },
  target: { fileId: number; linkId: number },
  now: Date,
): Promise<FileLinkRow | undefined> {
  const [row] = await db
    .update(secureLinks)
    .set({ revokedAt: sql`coalesce(${secureLinks.revokedAt}, ${now})` })
    .where(
      and(
        eq(secureLinks.id, target.linkId),
        inArray(secureLinks.id, linksOfOwnedFile(db, owner, target.fileId)),
      ),
    )
    .returning(linkColumns)
  return row
}
