import { bigint, boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt, updatedAt } from './timestamps.ts'

/** Tables of the authentication library (better-auth), plural snake_case, with Herald's account fields. */
export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  firstName: text('first_name'),
  lastName: text('last_name'),
  langKey: text('lang_key').notNull().default('en'),
  eulaSigned: boolean('eula_signed').notNull().default(true),
  subscriptionType: text('subscription_type').notNull().default('FREE_TRIAL'),
  subscriptionStartDate: timestamp('subscription_start_date', { withTimezone: true }).notNull().defaultNow(),
  canCreateJobs: boolean('can_create_jobs').notNull().default(true),
  /** ROLE_USER or ROLE_ADMIN, set in user management (accounts in ADMIN_EMAILS are admins whatever is stored). */
  role: text('role').notNull().default('ROLE_USER'),
  /** Set by an admin: the account's sessions were deleted and its API key is refused until it is cleared. */
  deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
  createdAt,
  updatedAt,
})

/** `user_id`: the account a row belongs to, deleted with the account. */
export function userIdColumn() {
  return text('user_id').references(() => users.id, { onDelete: 'cascade' })
}

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: userIdColumn().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt,
    updatedAt,
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
)

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: userIdColumn().notNull(),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt,
    updatedAt,
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
)

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt,
    updatedAt,
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
)

export const rateLimits = pgTable('rate_limits', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: bigint('count', { mode: 'number' }).notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
})
