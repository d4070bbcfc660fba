import { AUTH_BASE_PATH, ipAllowListMessages } from '@herald/contracts'
import { betterAuth } from 'better-auth'
import { APIError } from 'better-auth/api'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { captcha, emailOTP, genericOAuth } from 'better-auth/plugins'
import type { Config } from '../../config.ts'
import type { Database } from '../../db/client.ts'
import { authTables } from '../../db/auth-tables.ts'
import { redactLogValue } from '../../platform/http/redact-url.ts'
import type { Logger } from '../../platform/log.ts'
import type { Queue } from '../../platform/queue/queue.ts'
import { recordAuditEvent } from '../audit/index.ts'
import { accountAllowsAddress, displayAddress } from '../ip-allow-list/index.ts'
import { enqueueEmail } from '../mail/index.ts'
import { activationEmail, passwordResetEmail, signInCodeEmail } from './auth-emails.ts'
import { findUserEmailById, isDeactivated } from './auth.queries.ts'

export const CLIENT_IP_HEADER = 'x-herald-client-ip'
const DEACTIVATED_CODE = 'ACCOUNT_DEACTIVATED'
/** A sign-in refused by the account's IP allow-list: the message (with the address) is the library error's own. */
export const ADDRESS_NOT_ALLOWED_CODE = 'ADDRESS_NOT_ALLOWED'
const OTP_TTL_SECONDS = 10 * 60
const OTP_MAX_ATTEMPTS = 5

export interface AuthDeps {
  config: Config
  db: Database
  queue: Queue
  allowedOrigins: string[]
  log: Logger
}

/** The authentication library, configured for Herald: emailed codes, passwords, activation links, social sign-in. */
export function createAuth({ config, db, queue, allowedOrigins, log }: AuthDeps) {
  const social = [
    config.google && { providerId: 'google', ...config.google },
    config.microsoft && { providerId: 'azure', ...config.microsoft },
  ].filter((p) => !!p)
  return betterAuth({
    appName: 'Herald',
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: config.secretKey,
    trustedOrigins: allowedOrigins,
    telemetry: { enabled: false },
    // The library's arguments can carry an OAuth state or a token: logged with secrets redacted (ADR 0041).
    logger: { log: (level, message, ...args) => log[level]({ args: redactLogValue(args) }, message) },
    database: drizzleAdapter(db, {
      provider: 'pg',
      usePlural: true,
      schema: authTables,
    }),
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
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      requireEmailVerification: true,
      resetPasswordTokenExpiresIn: 3600,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        await enqueueEmail(
          queue,
          [user.email],
          passwordResetEmail(`${config.publicUrl}/reset/finish?token=${token}`),
        )
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: 24 * 3600,
      sendVerificationEmail: async ({ user, token }) => {
        const name = (user as { firstName?: string }).firstName ?? user.name
        await enqueueEmail(
          queue,
          [user.email],
          activationEmail(name, `${config.publicUrl}/activate?key=${token}`),
        )
      },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/email-otp/send-verification-otp': { window: 60, max: 3 },
        '/sign-in/email-otp': { window: 60, max: 10 },
        '/sign-in/email': { window: 60, max: 10 },
        '/request-password-reset': { window: 60, max: 3 },
        '/reset-password': { window: 60, max: 5 },
      },
    },
    advanced: {
      cookiePrefix: 'herald',
      useSecureCookies: config.isProduction,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    databaseHooks: {
      session: {
        create: {
          // An account an admin deactivated cannot sign in, by any method.
          // So can an account whose IP allow-list does not hold the client address (ADR 0040): the session is
          // never created, whichever door (code, password, social callback) asked for it.
          before: async (session, context) => {
            if (await isDeactivated(db, session.userId)) {
              throw new APIError('FORBIDDEN', { code: DEACTIVATED_CODE, message: 'Account deactivated' })
            }
            // Always set by forwardToAuth; were it missing, a non-empty list refuses (nothing to match).
            const address = (context?.headers ?? context?.request?.headers)?.get(CLIENT_IP_HEADER) ?? ''
            if (!(await accountAllowsAddress(db, session.userId, address))) {
              const email = await findUserEmailById(db, session.userId)
              await recordAuditEvent(db, {
                principal: email ?? session.userId,
                type: 'AUTHENTICATION_FAILURE',
                data: { reason: 'Address not on the IP allow-list', address: displayAddress(address) },
              })
              throw new APIError('FORBIDDEN', {
                code: ADDRESS_NOT_ALLOWED_CODE,
                message: ipAllowListMessages.notAllowed(displayAddress(address)),
              })
            }
            // The library keeps only an IPv6 client's /64; the sessions list shows the whole address.
            return address ? { data: { ipAddress: displayAddress(address) } } : undefined
          },
          after: async (session) => {
            const email = await findUserEmailById(db, session.userId)
            await recordAuditEvent(db, { principal: email ?? session.userId, type: 'AUTHENTICATION_SUCCESS' })
          },
        },
      },
    },
    plugins: [
      emailOTP({
        otpLength: 6,
        expiresIn: OTP_TTL_SECONDS,
        allowedAttempts: OTP_MAX_ATTEMPTS,
        storeOTP: 'hashed',
        disableSignUp: true,
        rateLimit: { window: 60, max: 3 },
        sendVerificationOTP: async ({ email, otp }) => {
          await enqueueEmail(queue, [email], signInCodeEmail(otp))
        },
      }),
      ...(config.captcha
        ? [
            captcha({
              provider: 'cloudflare-turnstile',
              secretKey: config.captcha.secretKey,
              siteVerifyURLOverride: config.captcha.verifyUrl,
              endpoints: ['/email-otp/send-verification-otp', '/sign-in/email', '/request-password-reset'],
            }),
          ]
        : []),
      ...(social.length > 0
        ? [
            genericOAuth({
              config: social.map((p) => ({
                providerId: p.providerId,
                clientId: p.clientId,
                clientSecret: p.clientSecret,
                discoveryUrl: p.discoveryUrl,
                scopes: ['openid', 'email', 'profile'],
                pkce: true,
                disableImplicitSignUp: !config.signupsEnabled,
                mapProfileToUser: (profile: Record<string, unknown>) => ({
                  firstName: typeof profile['given_name'] === 'string' ? profile['given_name'] : undefined,
                  lastName: typeof profile['family_name'] === 'string' ? profile['family_name'] : undefined,
                }),
              })),
            }),
          ]
        : []),
    ],
  })
}

export type Auth = ReturnType<typeof createAuth>
