import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { userJobs } from './jobs.ts'

/**
 * A job's link to a BI account it signs in to itself (Tableau: PAT or connected app). Secrets and the
 * session are sealed with AES-256-GCM under SECRET_KEY (platform/crypto); nothing here is readable without it.
 */
export const biLinks = pgTable('bi_links', {
  jobId: integer('job_id')
    .primaryKey()
    .references(() => userJobs.id, { onDelete: 'cascade' }),
  biTool: text('bi_tool').notNull(),
  serverUrl: text('server_url').notNull(),
  siteContentUrl: text('site_content_url').notNull(),
  /** Shown as the linked account: the token's name or the connected app's user. */
  principal: text('principal').notNull(),
  /** Sealed JSON of the credentials (token secret, or connected app's secret). */
  sealedCredentials: text('sealed_credentials').notNull(),
  /** Sealed JSON of the current session (credentials token, site id), or null when signed out. */
  sealedSession: text('sealed_session'),
  /** False once Tableau refused the credentials (revoked or expired token): the user must link again. */
  isValid: boolean('is_valid').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * An OAuth sign-in under way (Power BI, reference §1.2): the SHA-256 of the `state` sent to Entra ID, who
 * started it for which job, and the sealed PKCE verifier. Read once by the callback (deleted then), expires
 * after ten minutes like the authorization code.
 */
export const biOauthStates = pgTable('bi_oauth_states', {
  stateHash: text('state_hash').primaryKey(),
  userId: text('user_id').notNull(),
  jobId: integer('job_id')
    .notNull()
    .references(() => userJobs.id, { onDelete: 'cascade' }),
  sealedVerifier: text('sealed_verifier').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
})
