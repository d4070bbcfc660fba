import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { filterRowColumns } from './filter-row-columns.ts'
import { runIdColumn } from './jobs.ts'
import { createdAt } from './timestamps.ts'

/**
 * One file of a run: a snapshot of its filter row (so editing the job never reroutes a run in flight),
 * its render status and the stored documents. UNIQUE (run_id, position) makes fan-out idempotent.
 */
export const runFiles = pgTable(
  'run_files',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    runId: runIdColumn().notNull(),
    ...filterRowColumns,
    fileName: text('file_name').notNull(),
    status: text('status').notNull().default('EXECUTION_NOT_STARTED'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    documentKind: text('document_kind'),
    documentId: text('document_id'),
    documentSize: bigint('document_size', { mode: 'number' }),
    workbookId: text('workbook_id'),
    workbookSize: bigint('workbook_size', { mode: 'number' }),
    /** The stored documents are password-protected (ADR 0049): PDF encrypted, PPTX and XLSX inside an AES zip. */
    protected: boolean('protected').notNull().default(false),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** When retention (FILE_RETENTION_DAYS) deleted the stored documents; the row and its ids stay for history. */
    filesExpiredAt: timestamp('files_expired_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('run_files_run_position_uq').on(t.runId, t.position),
    index('run_files_retention_idx')
      .on(t.finishedAt)
      .where(sql`${t.status} = 'GENERATED' and ${t.filesExpiredAt} is null`),
    index('run_files_open_idx')
      .on(t.runId)
      .where(sql`${t.status} in ('EXECUTION_NOT_STARTED', 'RUNNING')`),
  ],
)

/** `file_id`: the run's file a row belongs to, deleted with the file. */
export function fileIdColumn() {
  return bigint('file_id', { mode: 'number' }).references(() => runFiles.id, { onDelete: 'cascade' })
}

/**
 * The delivery ledger (DESIGN.md §6): one email per file, PENDING → SENDING → SENT | FAILED, with a
 * deterministic Message-ID; `possible_duplicate` marks a resend after a crash inside the SMTP window.
 */
export const deliveries = pgTable(
  'deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fileId: fileIdColumn().notNull().unique(),
    /** The file's run, copied from it: what closing a run asks of its open emails is one index look-up. */
    runId: runIdColumn().notNull(),
    status: text('status').notNull().default('PENDING'),
    messageId: text('message_id').notNull(),
    attempts: integer('attempts').notNull().default(0),
    possibleDuplicate: boolean('possible_duplicate').notNull().default(false),
    error: text('error'),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt,
  },
  (t) => [
    // A run's emails still open, for closing the run (finishRunIfDone) after each settle.
    index('deliveries_open_idx')
      .on(t.runId)
      .where(sql`${t.status} in ('PENDING', 'SENDING')`),
  ],
)

/** Each envelope recipient of a delivery, so a retry goes only to those the server did not accept. */
export const deliveryRecipients = pgTable(
  'delivery_recipients',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deliveryId: bigint('delivery_id', { mode: 'number' })
      .notNull()
      .references(() => deliveries.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    address: text('address').notNull(),
    status: text('status').notNull().default('PENDING'),
    response: text('response'),
  },
  (t) => [uniqueIndex('delivery_recipients_uq').on(t.deliveryId, t.kind, t.address)],
)
