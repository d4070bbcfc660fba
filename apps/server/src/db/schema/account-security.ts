import { pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core'
import { createdAt } from './timestamps.ts'
import { userIdColumn } from './users.ts'

/**
 * An email change waiting for its link (at most one per account; a new request replaces it). Only the
 * SHA-256 of the link's token is kept.
 */
export const emailChanges = pgTable('email_changes', {
  userId: userIdColumn().primaryKey(),
  newEmail: text('new_email').notNull(),
  /** Hex SHA-256 of the token in the link. */
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt,
})

/**
 * An address or CIDR range an account may be used from (spec §7 `api/account/whitelist-ips`), stored
 * normalised (`203.0.113.0/24`, `2001:db8::1`); an account without rows may be used from anywhere.
 */
export const ipAllowList = pgTable(
  'ip_allow_list',
  {
    id: serial('id').primaryKey(),
    userId: userIdColumn().notNull(),
    address: text('address').notNull(),
    createdAt,
  },
  /** Also the index the per-request check reads by (user_id first). */
  (t) => [unique('ip_allow_list_user_address').on(t.userId, t.address)],
)
