import { pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { userIdColumn } from './users.ts'

/**
 * An account's API key (spec §2 "API key screen", at most one per account). Only the SHA-256 of the secret
 * is kept, never the secret: a request with `Authorization: Bearer <secret>` is found by its hash.
 */
export const apiKeys = pgTable('api_keys', {
  /** The key's public id (spec `keyId`), shown on the key screen; a regenerated key gets a new one. */
  id: text('id').primaryKey(),
  userId: userIdColumn().notNull().unique(),
  /** Hex SHA-256 of the whole secret (prefix included). */
  secretHash: text('secret_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  /** Updated at most once a minute, so a busy key does not write on every request. */
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
})
