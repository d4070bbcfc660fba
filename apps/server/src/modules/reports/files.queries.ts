import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { jobRuns, reportTasks, runFiles } from '../../db/schema/index.ts'

const OPEN = ['EXECUTION_NOT_STARTED', 'RUNNING']

/**
 * Takes a file for rendering (another attempt when a crashed worker left it RUNNING) while its run is
 * RUNNING, and returns what the render needs; a file of a cancelled run is closed instead.
 */
export async function claimFile(db: Executor, fileId: number, now: Date) {
  const [claimed] = await db
    .update(runFiles)
    .set({ status: 'RUNNING', attempts: sql`${runFiles.attempts} + 1`, startedAt: now })
    .where(
      and(
        eq(runFiles.id, fileId),
        inArray(runFiles.status, OPEN),
        sql`exists (select 1 from ${jobRuns} where ${jobRuns.id} = ${runFiles.runId} and ${jobRuns.status} = 'RUNNING')`,
      ),
    )
    .returning()
  if (!claimed) {
    await db
      .update(runFiles)
      .set({ status: 'FAILED', error: 'The run was cancelled.', finishedAt: now })
      .where(
        and(
          eq(runFiles.id, fileId),
          inArray(runFiles.status, OPEN),
          sql`exists (select 1 from ${jobRuns} where ${jobRuns.id} = ${runFiles.runId} and ${jobRuns.status} = 'CANCELLED')`,
        ),
      )
    return undefined
  }
  const [context] = await db
    .select({ task: reportTasks, emailsEnabled: jobRuns.emailsEnabled, runStartedAt: jobRuns.startedAt })
    .from(jobRuns)
    .innerJoin(reportTasks, eq(reportTasks.jobId, jobRuns.jobId))
    .where(eq(jobRuns.id, claimed.runId))
  return context ? { file: claimed, ...context } : undefined
}
export type ClaimedFile = NonNullable<Awaited<ReturnType<typeof claimFile>>>

export interface StoredDocuments {
  documentKind: 'PDF' | 'PPTX'
  documentId: string
  documentSize: number
  workbookId: string | null
  workbookSize: number | null
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
