import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { jobIdColumn } from './jobs.ts'
import { updatedAt } from './timestamps.ts'

/**
 * A job's link to a BI account it signs in to itself (Tableau: PAT or connected app). Secrets and the
 * session are sealed with AES-256-GCM under SECRET_KEY (platform/crypto); nothing here is readable without it.
 */
export const biLinks = pgTable('bi_links', {
  jobId: jobIdColumn().primaryKey(),
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
  updatedAt,
})

/**
 * An OAuth sign-in under way (Power BI, reference §1.2): the SHA-256 of the `state` sent to Entra ID, who
 * started it for which job, and the sealed PKCE verifier. Read once by the callback (deleted then), expires
 * after ten minutes like the authorization code.
 */
export const biOauthStates = pgTable('bi_oauth_states', {
  stateHash: text('state_hash').primaryKey(),
  userId: text('user_id').notNull(),
  jobId: jobIdColumn().notNull(),
  sealedVerifier: text('sealed_verifier').notNull(),
  /** What the sign-in is for: linking the job to Power BI, or a SharePoint / OneDrive destination (ADR 0052). */
  purpose: text('purpose').notNull().default('POWER_BI'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
})

/**
 * A Microsoft sign-in for a SharePoint / OneDrive destination not added yet (ADR 0052): the refresh token
 * (Microsoft Graph, Files.ReadWrite.All) sealed, bound to the user and job who signed in, kept an hour for
 * the drive and folder to be picked. Adding the destination moves the token into its sealed secret.
 */
export const microsoftSignIns = pgTable('microsoft_sign_ins', {
  /** Random, handed to the wizard by the callback page. */
  id: text('id').primaryKey(),
  userId: text('user_id').notNull(),
  jobId: jobIdColumn().notNull(),
  /** The signed-in account's name, shown in the form and the destination's settings. */
  principal: text('principal').notNull(),
  sealedRefreshToken: text('sealed_refresh_token').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
})
