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
