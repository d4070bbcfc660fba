import { and, eq, sql } from 'drizzle-orm'
import { chunksOf } from '../../db/chunks.ts'
import { queryRows, type Executor } from '../../db/client.ts'
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

/**
 * One delivery per file (UNIQUE file_id) with one row per envelope recipient, in one statement (more when
 * the recipients exceed one statement's parameters; call it in a transaction); returns its id when new.
 */
export async function insertDelivery(
  tx: Executor,
  fileId: number,
  messageId: string,
  recipients: Omit<Recipient, 'id'>[],
): Promise<number | undefined> {
  const [first = [], ...rest] = chunksOf(recipients, 2)
  const values = sql.join(
    first.map((r) => sql`(${r.kind}, ${r.address})`),
    sql`, `,
  )
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`
    with d as (
      insert into ${deliveries} (file_id, message_id) values (${fileId}, ${messageId})
      on conflict do nothing returning id
    ), r as (
      insert into ${deliveryRecipients} (delivery_id, kind, address)
      select d.id, v.kind, v.address from d, (values ${values}) as v(kind, address)
    )
    select id from d`,
  )
  if (!row) return undefined
  const deliveryId = Number(row.id)
  for (const chunk of rest)
    await tx.insert(deliveryRecipients).values(chunk.map((r) => ({ deliveryId, ...r })))
  return deliveryId
}

export interface AttemptStart {
  id: number
  attempts: number
  possibleDuplicate: boolean
  notifiedAt: Date | null
  messageId: string
  owed: Recipient[]
}

/**
 * Starts an attempt in one statement: locks the delivery (new, waiting for its retry, or left SENDING by
 * a crashed attempt), takes the recipients still owed (PENDING, RETRY, and SENDING ones a crashed attempt
 * left behind — which makes this a possible duplicate) and commits them as SENDING. Undefined when
 * nothing is owed (already sent or failed).
 */
export async function beginAttempt(db: Executor, deliveryId: number): Promise<AttemptStart | undefined> {
  const [row] = await queryRows<{
    id: number
    attempts: number
    possible_duplicate: boolean
    notified_at: string | null
    message_id: string
    owed: Recipient[]
  }>(
    db,
    sql`
    with d as (
      select id from ${deliveries} where id = ${deliveryId} and status in ('PENDING', 'RETRY', 'SENDING')
      for update
    ), owed as (
      select r.id, r.kind, r.address, r.status as was from ${deliveryRecipients} r join d on r.delivery_id = d.id
      where r.status in ('PENDING', 'RETRY', 'SENDING') for update of r
    ), marked as (
      update ${deliveryRecipients} r set status = 'SENDING' from owed o where r.id = o.id returning r.id
    ), started as (
      update ${deliveries} x set status = 'SENDING', attempts = x.attempts + 1,
        possible_duplicate = x.possible_duplicate or exists (select 1 from owed where was = 'SENDING')
      from d where x.id = d.id and exists (select 1 from owed)
      returning x.id, x.attempts, x.possible_duplicate, x.notified_at, x.message_id
    )
    select s.*, (select json_agg(json_build_object('id', o.id, 'kind', o.kind, 'address', o.address)) from owed o) as owed
    from started s`,
  )
  if (!row) return undefined
  return {
    id: Number(row.id),
    attempts: row.attempts,
    possibleDuplicate: row.possible_duplicate,
    notifiedAt: row.notified_at === null ? null : new Date(row.notified_at),
    messageId: row.message_id,
    owed: row.owed,
  }
}

/** Everything the email is made of: the file, its run's job and the job's email task, and every recipient with its status. */
export async function loadDeliveryContent(db: Executor, deliveryId: number) {
  const [head] = await db
    .select({
      file: runFiles,
      job: { id: userJobs.id, name: userJobs.name, userId: userJobs.userId },
      emailTask: emailTasks,
      recipients: sql<(Recipient & { status: string; response: string | null })[]>`(
        select json_agg(json_build_object(
          'id', r.id, 'kind', r.kind, 'address', r.address, 'status', r.status, 'response', r.response))
        from ${deliveryRecipients} r where r.delivery_id = ${deliveries.id})`,
    })
    .from(deliveries)
    .innerJoin(runFiles, eq(runFiles.id, deliveries.fileId))
    .innerJoin(jobRuns, eq(jobRuns.id, runFiles.runId))
    .innerJoin(userJobs, eq(userJobs.id, jobRuns.jobId))
    .leftJoin(emailTasks, eq(emailTasks.jobId, userJobs.id))
    .where(eq(deliveries.id, deliveryId))
  return head
}
export type DeliveryContent = NonNullable<Awaited<ReturnType<typeof loadDeliveryContent>>>

/**
/**
 * Commits one attempt's outcome: each recipient's status and the delivery's — only while the delivery is
 * still SENDING on this attempt, so committing the same outcome twice (a retry after the database went away
 * at commit) or after a newer attempt began changes nothing. The delivery and the first statement-sized chunk
 * of recipients go in one statement; recipients beyond one statement's parameters follow in the same
 * transaction. True when it was recorded.
 */
export async function settleAttempt(
  tx: Executor,
  attempt: Pick<AttemptStart, 'id' | 'attempts'>,
  outcomes: { id: number; outcome: RecipientOutcome }[],
  delivery: Pick<DeliveryRow, 'status' | 'error' | 'sentAt' | 'notifiedAt' | 'possibleDuplicate'>,
): Promise<boolean> {
  const [first = [], ...rest] = chunksOf(outcomes, 3)
  const valuesOf = (chunk: typeof outcomes) =>
    sql.join(
      chunk.map(({ id, outcome }) => sql`(${id}::bigint, ${outcome.status}, ${outcome.response})`),
      sql`, `,
    )
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`
    with settled as (
      update ${deliveries} set status = ${delivery.status}, error = ${delivery.error}, sent_at = ${delivery.sentAt},
        notified_at = ${delivery.notifiedAt}, possible_duplicate = ${delivery.possibleDuplicate}
      where id = ${attempt.id} and status = 'SENDING' and attempts = ${attempt.attempts}
      returning id
    ), v(id, status, response) as (values ${valuesOf(first)}),
    recorded as (
      update ${deliveryRecipients} r set status = v.status, response = v.response from v
      where r.id = v.id and exists (select 1 from settled)
      returning r.id
    )
    select id from settled`,
  )
  if (rows.length === 0) return false
  for (const chunk of rest)
    await tx.execute(sql`
      with v(id, status, response) as (values ${valuesOf(chunk)})
      update ${deliveryRecipients} r set status = v.status, response = v.response from v where r.id = v.id`)
  return true
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
