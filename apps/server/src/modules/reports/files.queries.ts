import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { jobDestinations, jobRuns, reportTasks, runFiles, userJobs } from '../../db/schema/index.ts'

const OPEN = ['EXECUTION_NOT_STARTED', 'RUNNING']
const CANCELLED = 'The run was cancelled.'

/**
 * Takes a file for rendering (another attempt when a crashed worker left it RUNNING) while its run is
 * RUNNING, and returns what the render needs, in one statement; a file of a cancelled run is closed instead.
 */
export async function claimFile(db: Executor, fileId: number, now: Date) {
  const claimed = db.$with('claimed').as(
    db
      .update(runFiles)
      .set({ status: 'RUNNING', attempts: sql`${runFiles.attempts} + 1`, startedAt: now })
      .where(
        and(
          eq(runFiles.id, fileId),
          inArray(runFiles.status, OPEN),
          sql`exists (select 1 from ${jobRuns} where ${jobRuns.id} = ${runFiles.runId} and ${jobRuns.status} = 'RUNNING')`,
        ),
      )
      .returning(),
  )
  const [context] = await db
    .with(claimed)
    .select({
      file: claimed._.selectedFields,
      task: reportTasks,
      emailsEnabled: jobRuns.emailsEnabled,
      runStartedAt: jobRuns.startedAt,
      /** The account, whose turn in the render queue a file sent back to it takes (ADR 0039). */
      userId: userJobs.userId,
      /** What a file password's tokens read besides the row (ADR 0049). */
      jobName: userJobs.name,
      scheduledFor: jobRuns.scheduledFor,
      timeZone: userJobs.timeZone,
      /** The job has destinations (ADR 0048): the file goes to those its job had when its render began. */
      hasDestinations: sql<boolean>`exists (select 1 from ${jobDestinations} where ${jobDestinations.jobId} = ${jobRuns.jobId})`,
    })
    .from(claimed)
    .innerJoin(jobRuns, eq(jobRuns.id, claimed.runId))
    .innerJoin(reportTasks, eq(reportTasks.jobId, jobRuns.jobId))
    .innerJoin(userJobs, eq(userJobs.id, jobRuns.jobId))
  if (context) return context
  await db
    .update(runFiles)
    .set({ status: 'FAILED', error: CANCELLED, finishedAt: now })
    .where(
      and(
        eq(runFiles.id, fileId),
        inArray(runFiles.status, OPEN),
        sql`exists (select 1 from ${jobRuns} where ${jobRuns.id} = ${runFiles.runId} and ${jobRuns.status} = 'CANCELLED')`,
      ),
    )
  return undefined
}
export type ClaimedFile = NonNullable<Awaited<ReturnType<typeof claimFile>>>

export interface StoredDocuments {
  documentKind: 'PDF' | 'PPTX'
  documentId: string
  documentSize: number
  workbookId: string | null
  workbookSize: number | null
  /** Password-protected documents (ADR 0049). */
  protected?: boolean
}

/**
 * The files of the job's cancelled runs not taken by a worker yet, closed as the run's cancellation
 * (what a worker taking one would have written) in one statement; returns their ids. Files a worker
 * holds (RUNNING) are left to their render, which finds the run cancelled or finishes the file.
 */
export async function closeFilesOfCancelledRuns(tx: Executor, jobId: number, now: Date): Promise<number[]> {
  const closed = await tx
    .update(runFiles)
    .set({ status: 'FAILED', error: CANCELLED, finishedAt: now })
    .where(
      and(
        eq(runFiles.status, 'EXECUTION_NOT_STARTED'),
        sql`${runFiles.runId} in (select ${jobRuns.id} from ${jobRuns} where ${jobRuns.jobId} = ${jobId} and ${jobRuns.status} = 'CANCELLED')`,
      ),
    )
    .returning({ id: runFiles.id })
  return closed.map((f) => f.id)
}

/** RUNNING → GENERATED; false when the file is no longer this attempt's (closed meanwhile). */
export async function markFileGenerated(
  tx: Executor,
  fileId: number,
  docs: StoredDocuments,
  now: Date,
): Promise<boolean> {
  const done = await tx
    .update(runFiles)
    .set({ status: 'GENERATED', error: null, finishedAt: now, ...docs })
    .where(and(eq(runFiles.id, fileId), eq(runFiles.status, 'RUNNING')))
    .returning({ id: runFiles.id })
  return done.length > 0
}

/**
 * RUNNING → EXECUTION_NOT_STARTED with the reason it waits, giving the attempt back: it ended (the file
 * could not be stored yet), so it must not count towards the attempts that detect a dead worker.
 */
export async function releaseFile(tx: Executor, fileId: number, reason: string): Promise<boolean> {
  const released = await tx
    .update(runFiles)
    .set({ status: 'EXECUTION_NOT_STARTED', error: reason, attempts: sql`${runFiles.attempts} - 1` })
    .where(and(eq(runFiles.id, fileId), eq(runFiles.status, 'RUNNING')))
    .returning({ id: runFiles.id })
  return released.length > 0
}

export async function markFileFailed(
  tx: Executor,
  fileId: number,
  error: string,
  now: Date,
): Promise<boolean> {
  const done = await tx
    .update(runFiles)
    .set({ status: 'FAILED', error, finishedAt: now })
    .where(and(eq(runFiles.id, fileId), inArray(runFiles.status, OPEN)))
    .returning({ id: runFiles.id })
  return done.length > 0
}

/** The stored document and workbook ids of these run files that retention has not deleted yet. */
function storedIds(rows: { documentId: string | null; workbookId: string | null }[]): string[] {
  return rows.flatMap((r) => [r.documentId, r.workbookId]).filter((id): id is string => id !== null)
}

/** Every stored file of a job's runs, read before the job is deleted (its rows go with it). */
export async function storedFilesOfJob(db: Executor, jobId: number): Promise<string[]> {
  const rows = await db
    .select({ documentId: runFiles.documentId, workbookId: runFiles.workbookId })
    .from(runFiles)
    .innerJoin(jobRuns, eq(jobRuns.id, runFiles.runId))
    .where(and(eq(jobRuns.jobId, jobId), isNull(runFiles.filesExpiredAt)))
  return storedIds(rows)
}

/** Every stored file of an account's jobs, read before the account is deleted. */
export async function storedFilesOfUser(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .select({ documentId: runFiles.documentId, workbookId: runFiles.workbookId })
    .from(runFiles)
    .innerJoin(jobRuns, eq(jobRuns.id, runFiles.runId))
    .innerJoin(userJobs, eq(userJobs.id, jobRuns.jobId))
    .where(and(eq(userJobs.userId, userId), isNull(runFiles.filesExpiredAt)))
  return storedIds(rows)
}

/** How many stored files an account's jobs hold (what deleting the account would delete), counted in the database. */
export async function countStoredFilesOfUser(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({
      count: sql<number>`(count(${runFiles.documentId}) + count(${runFiles.workbookId}))::int`,
    })
    .from(runFiles)
    .innerJoin(jobRuns, eq(jobRuns.id, runFiles.runId))
    .innerJoin(userJobs, eq(userJobs.id, jobRuns.jobId))
    .where(and(eq(userJobs.userId, userId), isNull(runFiles.filesExpiredAt)))
  return row?.count ?? 0
}

/**
 * Up to `limit` generated files finished before `cutoff` whose documents are still stored, locked for
 * this transaction; rows another process is expiring are skipped (SKIP LOCKED), so passes never overlap.
 */
export async function lockExpiringFiles(tx: Executor, cutoff: Date, limit: number) {
  const rows = await tx
    .select({ id: runFiles.id, documentId: runFiles.documentId, workbookId: runFiles.workbookId })
    .from(runFiles)
    .where(
      and(eq(runFiles.status, 'GENERATED'), isNull(runFiles.filesExpiredAt), lt(runFiles.finishedAt, cutoff)),
    )
    .orderBy(asc(runFiles.finishedAt))
    .limit(limit)
    .for('update', { skipLocked: true })
  return rows.map((r) => ({ id: r.id, storedIds: storedIds([r]) }))
}

export async function markFilesExpired(tx: Executor, fileIds: number[], now: Date): Promise<void> {
  if (fileIds.length === 0) return
  await tx.update(runFiles).set({ filesExpiredAt: now }).where(inArray(runFiles.id, fileIds))
}
