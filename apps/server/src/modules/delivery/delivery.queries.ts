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
      insert into ${deliveries} (file_id, run_id, message_id)
      select id, run_id, ${messageId} from ${runFiles} where id = ${fileId}
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

/** Everything an email is made of: its file, the file's job and email task, and every recipient with its status. */
export interface DeliveryContent {
  file: {
    id: number
    runId: number
    fileName: string
    documentKind: string | null
    documentId: string | null
    documentSize: number | null
    workbookId: string | null
    workbookSize: number | null
    /** Its documents are password-protected (ADR 0049). */
    protected?: boolean
    /** The file belongs to a test send (ADR 0043): its subject starts with "[Test] ". */
    test?: boolean
    /** The row's filter and own columns, and the run's date: what the tokens of subject and body read (ADR 0047). */
    filterName?: string
    filterValue?: string
    fields?: Record<string, string>
    runAt?: string
  }
  job: { id: number; name: string; userId: string; timeZone?: string }
  emailTask: {
    fromEmail: string
    emailTitle: string
    emailBody: string
    /** ADR 0049: 'LINK' sends a secure link instead of the attachments, valid linkExpiryDays days. */
    deliverAs?: string
    linkExpiryDays?: number
  } | null
  recipients: (Recipient & { status: string; response: string | null })[]
}

export type StartedDelivery = { attempt: AttemptStart; content: DeliveryContent }

/**
 * Starts an attempt of each delivery in one statement: locks the deliveries (new, waiting for their retry,
 * or left SENDING by a crashed attempt) in id order, takes the recipients still owed (PENDING, RETRY, and
 * SENDING ones a crashed attempt left behind — which makes it a possible duplicate), commits them as
 * SENDING and returns each started delivery with its content. A delivery with nothing owed (sent or
 * failed already) is not in the map.
 */
export async function beginAttempts(db: Executor, ids: number[]): Promise<Map<number, StartedDelivery>> {
  const rows = await startAttempts(db, ids)
  return new Map(rows.map((row) => [Number(row.id), startedDeliveryOf(row)]))
}

interface StartedRow {
  id: string
  attempts: number
  possible_duplicate: boolean
  notified_at: string | null
  message_id: string
  owed: Recipient[]
  recipients: DeliveryContent['recipients']
  file: DeliveryContent['file']
  job: DeliveryContent['job']
  email_task: DeliveryContent['emailTask']
}

/** The statement that locks the deliveries and their owed recipients, marks them SENDING and reads the content. */
async function startAttempts(db: Executor, ids: number[]): Promise<StartedRow[]> {
  return queryRows<StartedRow>(
    db,
    sql`
    with d as (
      select id from ${deliveries}
      where id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::bigint)
        and status in ('PENDING', 'RETRY', 'SENDING')
      order by id for update
    ), owed as (
      select r.id, r.delivery_id, r.kind, r.address, r.status as was
      from ${deliveryRecipients} r join d on r.delivery_id = d.id
      where r.status in ('PENDING', 'RETRY', 'SENDING') order by r.id for update of r
    ), marked as (
      update ${deliveryRecipients} r set status = 'SENDING' from owed o where r.id = o.id returning r.id
    ), started as (
      update ${deliveries} x set status = 'SENDING', attempts = x.attempts + 1,
        possible_duplicate = x.possible_duplicate
          or exists (select 1 from owed o where o.delivery_id = x.id and o.was = 'SENDING')
      from d where x.id = d.id and exists (select 1 from owed o where o.delivery_id = x.id)
      returning x.id, x.file_id, x.attempts, x.possible_duplicate, x.notified_at, x.message_id
    )
    select s.id, s.attempts, s.possible_duplicate, s.notified_at, s.message_id,
      (select json_agg(json_build_object('id', o.id, 'kind', o.kind, 'address', o.address) order by o.id)
       from owed o where o.delivery_id = s.id) as owed,
      -- The statement's snapshot: the owed ones still show their old status, which the attempt's outcome replaces.
      (select json_agg(json_build_object('id', r.id, 'kind', r.kind, 'address', r.address, 'status', r.status,
         'response', r.response) order by r.id)
       from ${deliveryRecipients} r where r.delivery_id = s.id) as recipients,
      json_build_object('id', f.id, 'runId', f.run_id, 'fileName', f.file_name, 'documentKind', f.document_kind,
        'documentId', f.document_id, 'documentSize', f.document_size, 'workbookId', f.workbook_id,
        'workbookSize', f.workbook_size, 'protected', f.protected, 'test', jr.trigger = 'TEST', 'filterName', f.filter_name,
        'filterValue', f.filter_value, 'fields', f.fields, 'runAt', jr.scheduled_for) as file,
      json_build_object('id', j.id, 'name', j.name, 'userId', j.user_id, 'timeZone', j.time_zone) as job,
      case when t.job_id is null then null else
        json_build_object('fromEmail', t.from_email, 'emailTitle', t.email_title, 'emailBody', t.email_body,
          'deliverAs', t.deliver_as, 'linkExpiryDays', t.link_expiry_days)
      end as email_task
    from started s
    join ${runFiles} f on f.id = s.file_id
    join ${jobRuns} jr on jr.id = f.run_id
    join ${userJobs} j on j.id = jr.job_id
    left join ${emailTasks} t on t.job_id = j.id`,
  )
}

function startedDeliveryOf(row: StartedRow): StartedDelivery {
  return {
    attempt: {
      id: Number(row.id),
      attempts: row.attempts,
      possibleDuplicate: row.possible_duplicate,
      notifiedAt: row.notified_at === null ? null : new Date(row.notified_at),
      messageId: row.message_id,
      owed: row.owed,
    },
    content: { file: row.file, job: row.job, emailTask: row.email_task, recipients: row.recipients },
  }
}

/** One attempt's outcome: each owed recipient's, and the delivery's state after it. */
export interface Settlement {
  attempt: Pick<AttemptStart, 'id' | 'attempts'>
  outcomes: { id: number; outcome: RecipientOutcome }[]
  status: 'SENT' | 'RETRY' | 'FAILED'
  error: string | null
  sentAt: Date | null
  notifiedAt: Date | null
  possibleDuplicate: boolean
}

/**
 * Commits the outcomes of several attempts in one statement: each delivery's status and its recipients' —
 * only while the delivery is still SENDING on that attempt, so committing the same outcome twice (a retry
 * after the database went away at commit) or after a newer attempt began changes nothing. Returns the ids
 * of the deliveries it recorded. The rows travel as one JSON parameter, whatever their number.
 */
export async function settleAttempts(tx: Executor, settlements: Settlement[]): Promise<Set<number>> {
  const heads = settlements.map((s) => ({
    id: s.attempt.id,
    attempts: s.attempt.attempts,
    status: s.status,
    error: s.error,
    sent_at: s.sentAt?.toISOString() ?? null,
    notified_at: s.notifiedAt?.toISOString() ?? null,
    possible_duplicate: s.possibleDuplicate,
  }))
  const recipients = settlements.flatMap((s) =>
    s.outcomes.map(({ id, outcome }) => ({
      id,
      delivery_id: s.attempt.id,
      status: outcome.status,
      response: outcome.response,
    })),
  )
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`
    with v as (
      select * from jsonb_to_recordset(${JSON.stringify(heads)}::jsonb) as v(id bigint, attempts int, status text,
        error text, sent_at timestamptz, notified_at timestamptz, possible_duplicate boolean)
    ), settled as (
      update ${deliveries} d set status = v.status, error = v.error, sent_at = v.sent_at,
        notified_at = v.notified_at, possible_duplicate = v.possible_duplicate
      from v where d.id = v.id and d.status = 'SENDING' and d.attempts = v.attempts
      returning d.id
    ), r as (
      select * from jsonb_to_recordset(${JSON.stringify(recipients)}::jsonb)
        as r(id bigint, delivery_id bigint, status text, response text)
    ), recorded as (
      update ${deliveryRecipients} x set status = r.status, response = r.response
      from r join settled s on s.id = r.delivery_id
      where x.id = r.id
      returning x.id
    )
    select id from settled`,
  )
  return new Set(rows.map((row) => Number(row.id)))
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
