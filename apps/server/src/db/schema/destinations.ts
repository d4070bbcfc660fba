import { sql } from 'drizzle-orm'
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { fileIdColumn } from './deliveries.ts'
import { jobIdColumn, runIdColumn } from './jobs.ts'
import { createdAt } from './timestamps.ts'

/**
 * A job's destinations beside email (ADR 0048): Slack, Teams, webhooks, … Settings that may be shown are
 * plain JSON; the token, signed URL or signing secret is sealed JSON (AES-256-GCM under SECRET_KEY,
 * platform/crypto), never returned after creation.
 */
export const jobDestinations = pgTable(
  'job_destinations',
  {
    id: serial('id').primaryKey(),
    jobId: jobIdColumn().notNull(),
    type: text('type').notNull(),
    label: text('label').notNull(),
    settings: jsonb('settings').$type<Record<string, string>>().notNull(),
    sealedSecret: text('sealed_secret').notNull(),
    createdAt,
  },
  (t) => [index('job_destinations_job_idx').on(t.jobId)],
)

/**
 * The ledger of every destination (ADR 0048): one row per (file, destination), PENDING → SENDING → SENT |
 * FAILED | UNCERTAIN, RETRY while a retry waits. `event_id` is the same on every attempt (the webhook-id);
 * `possible_duplicate` marks a resend to a service that cannot tell a resend from a new message. Type and
 * label are copied so history still names a destination removed since.
 */
export const destinationDeliveries = pgTable(
  'destination_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fileId: fileIdColumn().notNull(),
    runId: runIdColumn().notNull(),
    destinationId: integer('destination_id').references(() => jobDestinations.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    label: text('label').notNull(),
    status: text('status').notNull().default('PENDING'),
    eventId: text('event_id')
      .notNull()
      .default(sql`('msg_' || replace(gen_random_uuid()::text, '-', ''))`),
    attempts: integer('attempts').notNull().default(0),
    possibleDuplicate: boolean('possible_duplicate').notNull().default(false),
    error: text('error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt,
  },
  (t) => [
    uniqueIndex('destination_deliveries_file_destination_uq').on(t.fileId, t.destinationId),
    // A run's destination deliveries still open, for closing the run after each settle.
    index('destination_deliveries_open_idx')
      .on(t.runId)
      .where(sql`${t.status} in ('PENDING', 'SENDING')`),
  ],
)
