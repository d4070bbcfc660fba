import { and, asc, count, eq, sql } from 'drizzle-orm'
import { queryRows, type Executor } from '../../db/client.ts'
import { deliveries, jobRuns, runFiles, userJobs } from '../../db/schema/index.ts'

export interface ExecutionRow {
  id: number
  scheduled_for: Date
  started_at: Date | null
  finished_at: Date | null
  trigger: string
  trigger_detail: string | null
  status: string
  reason: string | null
  emails_enabled: boolean | null
  generated: number
  failed: number
  skipped: number
  open: number
  sent: number
  send_failed: number
  deliveries: number
  unsent: number
}

export async function countExecutions(db: Executor, jobId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(jobRuns).where(eq(jobRuns.jobId, jobId))
  return row?.n ?? 0
}

/** One page of a job's runs, newest first, each with its file and email counts (only the page is counted). */
export async function listExecutions(
  db: Executor,
  jobId: number,
  page: number,
  size: number,
): Promise<ExecutionRow[]> {
  return queryRows<ExecutionRow>(
    db,
    sql`
    select r.id, r.scheduled_for, r.started_at, r.finished_at, r.trigger, r.trigger_detail, r.status, r.reason, r.emails_enabled, c.*
    from (
      select * from ${jobRuns} where job_id = ${jobId}
      order by scheduled_for desc, id desc limit ${size} offset ${page * size}
    ) r
    left join lateral (
      select count(*) filter (where f.status = 'GENERATED')::int as generated,
             count(*) filter (where f.status = 'FAILED')::int as failed,
             count(*) filter (where f.status = 'SKIPPED')::int as skipped,
             count(*) filter (where f.status in ('EXECUTION_NOT_STARTED', 'RUNNING'))::int as open,
             count(d.id) filter (where d.status = 'SENT')::int as sent,
             count(d.id) filter (where d.status = 'FAILED')::int as send_failed,
             count(d.id)::int as deliveries,
             count(*) filter (where f.status = 'GENERATED' and (d.id is null or d.status = 'FAILED'))::int as unsent
      from ${runFiles} f left join ${deliveries} d on d.file_id = f.id
      where f.run_id = r.id
    ) c on true
    order by r.scheduled_for desc, r.id desc`,
  )
}

export async function findOwnedRunEmailsEnabled(db: Executor, userId: string, jobId: number, runId: number) {
  const [row] = await db
    .select({ emailsEnabled: jobRuns.emailsEnabled })
    .from(jobRuns)
    .innerJoin(userJobs, eq(userJobs.id, jobRuns.jobId))
    .where(and(eq(jobRuns.id, runId), eq(jobRuns.jobId, jobId), eq(userJobs.userId, userId)))
  return row
}

export async function listRunFiles(db: Executor, runId: number) {
  return db
    .select({
      file: runFiles,
      deliveryStatus: deliveries.status,
      deliveryError: deliveries.error,
      possibleDuplicate: deliveries.possibleDuplicate,
    })
    .from(runFiles)
    .leftJoin(deliveries, eq(deliveries.fileId, runFiles.id))
    .where(eq(runFiles.runId, runId))
    .orderBy(asc(runFiles.position))
}

/** A stored file of this user's, for download. */
export async function findOwnedFile(db: Executor, userId: string, fileId: number) {
  const [row] = await db
    .select({
      fileName: runFiles.fileName,
      documentKind: runFiles.documentKind,
      documentId: runFiles.documentId,
      workbookId: runFiles.workbookId,
      filesExpiredAt: runFiles.filesExpiredAt,
    })
    .from(runFiles)
    .innerJoin(jobRuns, eq(jobRuns.id, runFiles.runId))
    .innerJoin(userJobs, eq(userJobs.id, jobRuns.jobId))
    .where(and(eq(runFiles.id, fileId), eq(userJobs.userId, userId)))
  return row
}
