import { AUTH_BASE_PATH } from '@herald/contracts'
import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import type { Config } from '../../config.ts'
import type { Database } from '../../db/client.ts'
import { authTables } from '../../db/auth-tables.ts'
import { redactLogValue } from '../../platform/http/redact-url.ts'
import type { Logger } from '../../platform/log.ts'
import type { Queue } from '../../platform/queue/queue.ts'
import { enqueueEmail } from '../mail/index.ts'
import { activationEmail, passwordResetEmail } from './auth-emails.ts'
import { authPlugins, socialProviders } from './auth-plugins.ts'
import { CLIENT_IP_HEADER, sessionCreateHooks } from './auth-session-hooks.ts'

export { ADDRESS_NOT_ALLOWED_CODE, CLIENT_IP_HEADER } from './auth-session-hooks.ts'

export interface AuthDeps {
  config: Config
  db: Database
  queue: Queue
  allowedOrigins: string[]
  log: Logger
}

/** Per-path limits on the endpoints that send an email or check a secret; 100 a minute elsewhere. */
const RATE_LIMIT = {
  enabled: true,
  storage: 'database' as const,
  window: 60,
  max: 100,
  customRules: {
    '/email-otp/send-verification-otp': { window: 60, max: 3 },
    '/sign-in/email-otp': { window: 60, max: 10 },
    '/sign-in/email': { window: 60, max: 10 },
    '/request-password-reset': { window: 60, max: 3 },
    '/reset-password': { window: 60, max: 5 },
  },
}

/** Password sign-in, its reset link and the activation link, both emailed through the queue. */
function passwordOptions(config: Config, queue: Queue) {
  const emailAndPassword = {
    enabled: true,
    minPasswordLength: 8,
    maxPasswordLength: 128,
    requireEmailVerification: true,
    resetPasswordTokenExpiresIn: 3600,
    revokeSessionsOnPasswordReset: true,
    sendResetPassword: async ({ user, token }: { user: { email: string }; token: string }) => {
      await enqueueEmail(
        queue,
        [user.email],
        passwordResetEmail(`${config.publicUrl}/reset/finish?token=${token}`),
      )
    },
  }
  const emailVerification = {
    sendOnSignUp: true,
    expiresIn: 24 * 3600,
    sendVerificationEmail: async ({
      user,
      token,
    }: {
      user: { email: string; name: string }
      token: string
    }) => {
      const name = (user as { firstName?: string }).firstName ?? user.name
      await enqueueEmail(
        queue,
        [user.email],
        activationEmail(name, `${config.publicUrl}/activate?key=${token}`),
      )
    },
  }
  return { emailAndPassword, emailVerification }
}

/** The authentication library, configured for Herald: emailed codes, passwords, activation links, social sign-in. */
export function createAuth({ config, db, queue, allowedOrigins, log }: AuthDeps) {
  const social = socialProviders(config)
  return betterAuth({
    appName: 'Herald',
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: config.secretKey,
    trustedOrigins: allowedOrigins,
    telemetry: { enabled: false },
    // The library's arguments can carry an OAuth state or a token: logged with secrets redacted (ADR 0041).
    logger: { log: (level, message, ...args) => log[level]({ args: redactLogValue(args) }, message) },
    database: drizzleAdapter(db, { provider: 'pg', usePlural: true, schema: authTables }),
    user: {
      additionalFields: {
        firstName: { type: 'string', required: false },
        lastName: { type: 'string', required: false },
        langKey: { type: 'string', required: false, defaultValue: 'en' },
        eulaSigned: { type: 'boolean', required: false, defaultValue: true, input: false },
        subscriptionType: { type: 'string', required: false, defaultValue: 'FREE_TRIAL', input: false },
        subscriptionStartDate: {
          type: 'date',
          required: false,
          defaultValue: () => new Date(),
          input: false,
        },
        canCreateJobs: { type: 'boolean', required: false, defaultValue: true, input: false },
      },
    },
    session: { expiresIn: 7 * 24 * 3600, updateAge: 24 * 3600, cookieCache: { enabled: false } },
    account: { accountLinking: { enabled: true, trustedProviders: social.map((p) => p.providerId) } },
    ...passwordOptions(config, queue),
    rateLimit: RATE_LIMIT,
    advanced: {
      cookiePrefix: 'herald',
      useSecureCookies: config.isProduction,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    databaseHooks: { session: { create: sessionCreateHooks(db) } },
    plugins: authPlugins(config, queue, social),
  })
}

export type Auth = ReturnType<typeof createAuth>
