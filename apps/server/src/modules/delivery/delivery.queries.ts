import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import {
  deliveries,
  deliveryRecipients,
  emailTasks,
  jobRuns,
  runFiles,
  userJobs,
} from '../../db/schema/index.ts'
import type { RecipientOutcome } from './classify-outcome.ts'

export type DeliveryRow = typeof deliveries.$inferSelect
export interface Recipient {
  id: number
  kind: 'to' | 'cc' | 'bcc'
  address: string
}

/** One delivery per file (UNIQUE file_id) with one row per envelope recipient; returns its id when new. */
export async function insertDelivery(
  tx: Executor,
  fileId: number,
  messageId: string,
  recipients: Omit<Recipient, 'id'>[],
): Promise<number | undefined> {
  const [row] = await tx
    .insert(deliveries)
    .values({ fileId, messageId })
    .onConflictDoNothing()
    .returning({ id: deliveries.id })
  if (!row) return undefined
  await tx
    .insert(deliveryRecipients)
    .values(recipients.map((r) => ({ deliveryId: row.id, kind: r.kind, address: r.address })))
    .onConflictDoNothing()
  return row.id
}

/**
 * Starts an attempt: locks the delivery, takes the recipients still owed (PENDING, RETRY, and SENDING
 * ones a crashed attempt left behind — which makes this a possible duplicate) and commits them as SENDING.
 */
export async function beginAttempt(tx: Executor, deliveryId: number) {
  const [delivery] = await tx.select().from(deliveries).where(eq(deliveries.id, deliveryId)).for('update')
  if (!delivery || delivery.status === 'SENT' || delivery.status === 'FAILED') return undefined
  const owed = await tx
    .select()
    .from(deliveryRecipients)
    .where(
      and(
        eq(deliveryRecipients.deliveryId, deliveryId),
        inArray(deliveryRecipients.status, ['PENDING', 'RETRY', 'SENDING']),
      ),
    )
  if (owed.length === 0) return undefined
  const crashed = owed.some((r) => r.status === 'SENDING')
  await tx
    .update(deliveryRecipients)
    .set({ status: 'SENDING' })
    .where(
      inArray(
        deliveryRecipients.id,
        owed.map((r) => r.id),
      ),
    )
  const [started] = await tx
    .update(deliveries)
    .set({
      status: 'SENDING',
      attempts: sql`${deliveries.attempts} + 1`,
      possibleDuplicate: crashed ? true : delivery.possibleDuplicate,
    })
    .where(eq(deliveries.id, deliveryId))
    .returning()
  return {
    delivery: started!,
    owed: owed.map((r) => ({ id: r.id, kind: r.kind as Recipient['kind'], address: r.address })),
  }
}

/** Everything the email is made of: the file, its run's job and the job's email task, and all recipients. */
export async function loadDeliveryContent(db: Executor, deliveryId: number) {
  const [head] = await db
    .select({
      file: runFiles,
      job: { id: userJobs.id, name: userJobs.name, userId: userJobs.userId },
      emailTask: emailTasks,
    })
    .from(deliveries)
    .innerJoin(runFiles, eq(runFiles.id, deliveries.fileId))
    .innerJoin(jobRuns, eq(jobRuns.id, runFiles.runId))
    .innerJoin(userJobs, eq(userJobs.id, jobRuns.jobId))
    .leftJoin(emailTasks, eq(emailTasks.jobId, userJobs.id))
    .where(eq(deliveries.id, deliveryId))
  if (!head) return undefined
  const recipients = await db
    .select({ id: deliveryRecipients.id, kind: deliveryRecipients.kind, address: deliveryRecipients.address })
    .from(deliveryRecipients)
    .where(eq(deliveryRecipients.deliveryId, deliveryId))
  return { ...head, recipients: recipients as Recipient[] }
}
export type DeliveryContent = NonNullable<Awaited<ReturnType<typeof loadDeliveryContent>>>

export async function recordRecipientOutcomes(
  tx: Executor,
  outcomes: { id: number; outcome: RecipientOutcome }[],
): Promise<void> {
  if (outcomes.length === 0) return
  const values = sql.join(
    outcomes.map(({ id, outcome }) => sql`(${id}::bigint, ${outcome.status}, ${outcome.response})`),
    sql`, `,
  )
  await tx.execute(sql`
    update ${deliveryRecipients} r set status = v.status, response = v.response
    from (values ${values}) as v(id, status, response) where r.id = v.id`)
}

export async function setDeliveryStatus(
  tx: Executor,
  deliveryId: number,
  values: Partial<Pick<DeliveryRow, 'status' | 'error' | 'sentAt' | 'notifiedAt' | 'possibleDuplicate'>>,
): Promise<void> {
  await tx.update(deliveries).set(values).where(eq(deliveries.id, deliveryId))
}

/** Recipients of a delivery that failed for good, for the failure notice. */
export async function failedRecipients(tx: Executor, deliveryId: number) {
  return tx
    .select({ address: deliveryRecipients.address, response: deliveryRecipients.response })
    .from(deliveryRecipients)
    .where(and(eq(deliveryRecipients.deliveryId, deliveryId), eq(deliveryRecipients.status, 'FAILED')))
}

export async function deliveryStatusCounts(tx: Executor, deliveryId: number) {
  const rows = await tx
    .select({ status: deliveryRecipients.status, n: sql<number>`count(*)::int` })
    .from(deliveryRecipients)
    .where(eq(deliveryRecipients.deliveryId, deliveryId))
    .groupBy(deliveryRecipients.status)
  return Object.fromEntries(rows.map((r) => [r.status, r.n])) as Partial<Record<string, number>>
}

/** The run when this user owns it, with when it finished. */
export async function findOwnedRun(db: Executor, userId: string, runId: number) {
  const [row] = await db
    .select({ id: jobRuns.id, status: jobRuns.status, finishedAt: jobRuns.finishedAt })
    .from(jobRuns)
    .innerJoin(userJobs, eq(userJobs.id, jobRuns.jobId))
    .where(and(eq(jobRuns.id, runId), eq(userJobs.userId, userId)))
  return row
}

/** Generated files of a run that have no delivery yet, or whose delivery failed (to try again). */
export async function filesToSend(db: Executor, runId: number) {
  return db
    .select({
      id: runFiles.id,
      toEmail: runFiles.toEmail,
      ccEmail: runFiles.ccEmail,
      bccEmail: runFiles.bccEmail,
      deliveryId: deliveries.id,
      deliveryStatus: deliveries.status,
    })
    .from(runFiles)
    .leftJoin(deliveries, eq(deliveries.fileId, runFiles.id))
    .where(
      and(
        eq(runFiles.runId, runId),
        eq(runFiles.status, 'GENERATED'),
        sql`(${deliveries.id} is null or ${deliveries.status} = 'FAILED')`,
      ),
    )
}

/** A failed delivery owes its failed recipients another attempt. */
export async function reopenDelivery(tx: Executor, deliveryId: number): Promise<void> {
  await tx
    .update(deliveryRecipients)
    .set({ status: 'PENDING', response: null })
    .where(and(eq(deliveryRecipients.deliveryId, deliveryId), eq(deliveryRecipients.status, 'FAILED')))
  await tx
    .update(deliveries)
    .set({ status: 'PENDING', error: null, notifiedAt: null })
    .where(and(eq(deliveries.id, deliveryId), eq(deliveries.status, 'FAILED')))
}
