import { pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { userIdColumn } from './users.ts'

/**
 * An account's SFTP credentials (ADR 0029), at most one per account, issued by an admin: either a password,
 * kept only as its scrypt hash, or an SSH public key (OpenSSH one-line form).
 */
export const sftpCredentials = pgTable('sftp_credentials', {
  userId: userIdColumn().primaryKey(),
  /** What the account types as its SFTP user name; kept when the credentials are replaced. */
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash'),
  publicKey: text('public_key'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
})
