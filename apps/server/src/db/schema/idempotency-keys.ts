import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { userIdColumn } from './users.ts'

/**
 * The first answer to each `Idempotency-Key` a user sent to an endpoint (ADR 0015). `status_code` is null while
 * the first request is still being handled; a row older than the replay window may be claimed again.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: userIdColumn().notNull(),
    /** The endpoint: method and path template. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the request (method, URL, body): the same key with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    statusCode: integer('status_code'),
    response: text('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.scope, t.key] }),
    index('idempotency_keys_user_created_idx').on(t.userId, t.createdAt),
  ],
)
