import { and, eq, inArray, sql } from 'drizzle-orm'
import { queryRows, type Executor } from '../../db/client.ts'
import {
  destinationDeliveries,
  jobDestinations,
  jobRuns,
  runFiles,
  userJobs,
  users,
} from '../../db/schema/index.ts'

/**
 * One delivery per destination of the file's job (UNIQUE file, destination: repeating is harmless), in the
 * caller's transaction; a test run's files go nowhere but to the tester's email. Returns the new ids.
 */
export async function insertDestinationDeliveries(
  tx: Executor,
  fileId: number,
  runId: number,
): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`
    insert into ${destinationDeliveries} (file_id, run_id, destination_id, type, label)
    select ${fileId}, r.id, d.id, d.type, d.label
    from ${jobRuns} r join ${jobDestinations} d on d.job_id = r.job_id
    where r.id = ${runId} and r.trigger <> 'TEST'
    order by d.id
    on conflict (file_id, destination_id) do nothing
    returning id`,
  )
  return rows.map((r) => Number(r.id))
}

export interface StartedDestinationDelivery {
  id: number
  runId: number
  userId: string
  eventId: string
  attempts: number
  possibleDuplicate: boolean
  /** SENDING when this attempt began: an earlier attempt's worker stopped mid-send. */
  wasSending: boolean
  destination: { id: number; type: string; settings: Record<string, string>; sealedSecret: string } | null
  file: {
    id: number
    fileName: string
    filterName: string
    filterValue: string
    fields: Record<string, string>
    documentKind: string | null
    documentId: string | null
    workbookId: string | null
    expired: boolean
  }
  run: { id: number; trigger: string; startedAt: Date | null; scheduledFor: Date }
  job: { id: number; name: string; timeZone: string; plan: string }
}

/**
 * Begins an attempt: PENDING, RETRY or SENDING (a stopped worker's) → SENDING, attempts + 1, with what the
 * attempt needs. Undefined when the delivery is settled or gone (a repeated queue job does nothing).
 */
export async function beginDestinationAttempt(
  db: Executor,
  id: number,
  flagResend: (type: string) => boolean,
): Promise<StartedDestinationDelivery | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(destinationDeliveries)
      .where(
        and(
          eq(destinationDeliveries.id, id),
          inArray(destinationDeliveries.status, ['PENDING', 'RETRY', 'SENDING']),
        ),
      )
      .for('update')
    if (!row) return undefined
    const wasSending = row.status === 'SENDING'
    const possibleDuplicate = row.possibleDuplicate || (wasSending && flagResend(row.type))
    await tx
      .update(destinationDeliveries)
      .set({ status: 'SENDING', attempts: row.attempts + 1, possibleDuplicate })
      .where(eq(destinationDeliveries.id, id))
    const [context] = await tx
      .select({
        file: runFiles,
        run: {
          id: jobRuns.id,
          trigger: jobRuns.trigger,
          startedAt: jobRuns.startedAt,
          scheduledFor: jobRuns.scheduledFor,
        },
        job: {
          id: userJobs.id,
          name: userJobs.name,
          timeZone: userJobs.timeZone,
          plan: users.subscriptionType,
        },
        userId: userJobs.userId,
      })
      .from(runFiles)
      .innerJoin(jobRuns, eq(jobRuns.id, runFiles.runId))
      .innerJoin(userJobs, eq(userJobs.id, jobRuns.jobId))
      .innerJoin(users, eq(users.id, userJobs.userId))
      .where(eq(runFiles.id, row.fileId))
    if (!context) return undefined
    const [destination] = row.destinationId
      ? await tx.select().from(jobDestinations).where(eq(jobDestinations.id, row.destinationId))
      : []
    const f = context.file
    return {
      id: row.id,
      runId: row.runId,
      userId: context.userId,
      eventId: row.eventId,
      attempts: row.attempts + 1,
      possibleDuplicate,
      wasSending,
      destination: destination
        ? {
            id: destination.id,
            type: destination.type,
            settings: destination.settings,
            sealedSecret: destination.sealedSecret,
          }
        : null,
      file: {
        id: f.id,
        fileName: f.fileName,
        filterName: f.filterName,
        filterValue: f.filterValue,
        fields: f.fields ?? {},
        documentKind: f.documentKind,
        documentId: f.documentId,
        workbookId: f.workbookId,
        expired: f.filesExpiredAt !== null,
      },
      run: context.run,
      job: context.job,
    }
  })
}

export interface DestinationSettlement {
  id: number
  attempts: number
  status: 'SENT' | 'FAILED' | 'UNCERTAIN' | 'RETRY'
  error: string | null
  possibleDuplicate: boolean
  now: Date
}

/** Records an attempt's outcome, only while that attempt is still the open one; returns the run's id when it did. */
export async function settleDestinationAttempt(
  tx: Executor,
  s: DestinationSettlement,
): Promise<number | undefined> {
  const [row] = await tx
    .update(destinationDeliveries)
    .set({
      status: s.status,
      error: s.error,
      possibleDuplicate: s.possibleDuplicate,
      sentAt: s.status === 'SENT' ? s.now : null,
    })
    .where(
      and(
        eq(destinationDeliveries.id, s.id),
        eq(destinationDeliveries.status, 'SENDING'),
        eq(destinationDeliveries.attempts, s.attempts),
      ),
    )
    .returning({ runId: destinationDeliveries.runId })
  return row?.runId
}

/** The run's generated files not yet delivered to one destination (missing, failed or uncertain). */
export async function filesToSendAgain(tx: Executor, runId: number, destinationId: number) {
  return queryRows<{ file_id: number; delivery_id: number | null }>(
    tx,
    sql`
    select f.id as file_id, dd.id as delivery_id
    from ${runFiles} f
    left join ${destinationDeliveries} dd on dd.file_id = f.id and dd.destination_id = ${destinationId}
    where f.run_id = ${runId} and f.status = 'GENERATED' and f.files_expired_at is null
      and (dd.id is null or dd.status in ('FAILED', 'UNCERTAIN'))
    order by f.position`,
  )
}

/** Creates the delivery of a file to one destination (send again for a destination added after the run). */
export async function insertDestinationDelivery(
  tx: Executor,
  fileId: number,
  runId: number,
  destination: { id: number; type: string; label: string },
): Promise<number | undefined> {
  const [row] = await tx
    .insert(destinationDeliveries)
    .values({
      fileId,
      runId,
      destinationId: destination.id,
      type: destination.type,
      label: destination.label,
    })
    .onConflictDoNothing()
    .returning({ id: destinationDeliveries.id })
  return row?.id
}

/** A failed or uncertain delivery goes back to PENDING, its attempts counted afresh and its event id kept. */
export async function reopenDestinationDelivery(tx: Executor, id: number): Promise<void> {
  await tx
    .update(destinationDeliveries)
    .set({ status: 'PENDING', attempts: 0, error: null })
    .where(
      and(eq(destinationDeliveries.id, id), inArray(destinationDeliveries.status, ['FAILED', 'UNCERTAIN'])),
    )
}

/** Each file's destination deliveries, for history. */
export async function destinationDeliveriesOfFiles(db: Executor, fileIds: number[]) {
  if (fileIds.length === 0) return []
  return db
    .select({
      fileId: destinationDeliveries.fileId,
      destinationId: destinationDeliveries.destinationId,
      type: destinationDeliveries.type,
      label: destinationDeliveries.label,
      status: destinationDeliveries.status,
      error: destinationDeliveries.error,
      possibleDuplicate: destinationDeliveries.possibleDuplicate,
    })
    .from(destinationDeliveries)
    .where(inArray(destinationDeliveries.fileId, fileIds))
    .orderBy(destinationDeliveries.fileId, destinationDeliveries.id)
}

/** Whether another file of the run already failed at this destination (its owner was told then). */
export async function otherFailuresOfDestination(
  tx: Executor,
  delivery: { id: number; runId: number; destination: { id: number } | null },
): Promise<boolean> {
  if (!delivery.destination) return false
  const [row] = await queryRows<{ yes: boolean }>(
    tx,
    sql`select exists (
      select 1 from ${destinationDeliveries}
      where run_id = ${delivery.runId} and destination_id = ${delivery.destination.id}
        and status in ('FAILED', 'UNCERTAIN') and id <> ${delivery.id}
    ) as yes`,
  )
  return row?.yes ?? false
}

/** One run of the account's job with the job's destination, for 'Send again'. */
export async function findRunAndDestination(
  db: Executor,
  userId: string,
  jobId: number,
  runId: number,
  destinationId: number,
) {
  const [row] = await db
    .select({
      finishedAt: jobRuns.finishedAt,
      trigger: jobRuns.trigger,
      plan: users.subscriptionType,
      destination: { id: jobDestinations.id, type: jobDestinations.type, label: jobDestinations.label },
    })
    .from(jobRuns)
    .innerJoin(userJobs, eq(userJobs.id, jobRuns.jobId))
    .innerJoin(users, eq(users.id, userJobs.userId))
    .innerJoin(
      jobDestinations,
      and(eq(jobDestinations.jobId, userJobs.id), eq(jobDestinations.id, destinationId)),
    )
    .where(and(eq(jobRuns.id, runId), eq(userJobs.id, jobId), eq(userJobs.userId, userId)))
  return row
}

/** Replaces a destination's sealed secret only if it is still `usedSealed` (compare-and-set); false when another process won. */
export async function resealDestinationSecret(
  db: Executor,
  destinationId: number,
  usedSealed: string,
  nextSealed: string,
): Promise<boolean> {
  const updated = await db
    .update(jobDestinations)
    .set({ sealedSecret: nextSealed })
    .where(and(eq(jobDestinations.id, destinationId), eq(jobDestinations.sealedSecret, usedSealed)))
    .returning({ id: jobDestinations.id })
  return updated.length > 0
}
