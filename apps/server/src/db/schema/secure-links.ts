import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { fileIdColumn } from './deliveries.ts'

/**
 * A link that downloads one generated file without signing in (ADR 0049): only the SHA-256 of its
 * 256-bit token is kept, so the database never holds a working link. It stops at `expires_at` or when
 * revoked from history; every download is counted here and written to the audit list.
 */
export const secureLinks = pgTable(
  'secure_links',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fileId: fileIdColumn().notNull(),
    /** Hex SHA-256 of the token in the URL. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    downloads: integer('downloads').notNull().default(0),
    lastDownloadAt: timestamp('last_download_at', { withTimezone: true }),
  },
  (t) => [index('secure_links_file_idx').on(t.fileId)],
)
