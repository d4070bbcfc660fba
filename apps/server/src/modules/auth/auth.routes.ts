import {
  AUTH_BASE_PATH,
  CAPTCHA_HEADER,
  EMAIL_MAX,
  SendCodeInput,
  authApi,
  authMessages,
} from '@herald/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Config } from '../../config.ts'
import type { Database } from '../../db/client.ts'
import { AppError } from '../../platform/http/errors.ts'
import { assertStorableText } from '../../platform/http/validator-compiler.ts'
import { route } from '../../platform/http/route.ts'
import { countAuditEventsSince, recordAuditEvent, type AuditEventType } from '../audit/index.ts'
import { activateAccount } from './activate-account.ts'
import { findResetToken, findUserEmailById } from './auth.queries.ts'
import { checkResetSession } from './check-reset-session.ts'
import { ADDRESS_NOT_ALLOWED_CODE, type Auth } from './create-auth.ts'
import { forwardToAuth, safeJson } from './forward-to-auth.ts'
import { registerAccount } from './register-account.ts'
import type { RequirePrincipal } from './require-session.ts'

/** The authentication library's endpoints that Herald's web app uses; everything else under /api/auth is 404. */
const EXPOSED = Object.values(authApi).filter((endpoint) => endpoint.path.startsWith(`${AUTH_BASE_PATH}/`))

const CODES_PER_EMAIL_PER_HOUR = 5

export function registerAuthRoutes(
  app: FastifyInstance,
  deps: { auth: Auth; db: Database; config: Config; requirePrincipal: RequirePrincipal },
): void {
  const { auth, db, config, requirePrincipal } = deps

  route(app, authApi.register, async (request) => {
    const captchaToken = request.headers[CAPTCHA_HEADER]
    return registerAccount(deps, {
      ...request.body,
      captchaToken: typeof captchaToken === 'string' ? captchaToken : undefined,
      ip: request.ip,
    })
  })
  route(app, authApi.activate, (request) => activateAccount(deps, request.query.key))
  route(app, authApi.checkResetToken, (request) => checkResetSession(db, request.body.token))

  // The library reads raw bodies: its routes live in their own context without Fastify's body parsing.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) =>
      done(null, body),
    )
    for (const endpoint of EXPOSED) {
      const path = endpoint.path.slice(AUTH_BASE_PATH.length)
      route(
        scope,
        endpoint,
        async (request, reply) => {
          const body = safeJson(typeof request.body === 'string' ? request.body : undefined) as
            Record<string, unknown> | undefined
          assertStorableText(request.query)
          assertStorableText(body)
          const before = await beforeForward(path, request, body)
          // A changed password ends every other session (ADR 0040); the library signs this one in anew.
          if (path === '/change-password' && body) {
            request.body = JSON.stringify({ ...body, revokeOtherSessions: true })
          }
          const { status, payload } = await forwardToAuth(auth, config.publicUrl, request, reply)
          // A sign-in refused by the IP allow-list was recorded, with its reason, where it was refused.
          if (status !== 403 || (payload as { detail?: string }).detail !== ADDRESS_NOT_ALLOWED_CODE) {
            await afterForward(path, status, before)
          }
          return reply.send(payload)
        },
        { passthrough: true },
      )
    }
  })

  /** Checks Herald adds in front of the library; returns who the request is about, for the audit trail. */
  async function beforeForward(
    path: string,
    request: FastifyRequest,
    body: Record<string, unknown> | undefined,
  ) {
    // No address is longer (RFC 5321): refused before the library, the rate limits or the audit trail see it.
    const email = body?.['email']
    if (typeof email === 'string' && email.trim().length > EMAIL_MAX) {
      throw new AppError(400, authMessages.emailMax)
    }
    if (path === '/email-otp/send-verification-otp') {
      const parsed = SendCodeInput.safeParse(body ?? {})
      if (!parsed.success)
        throw new AppError(400, parsed.error.issues[0]?.message ?? authMessages.emailInvalid)
      const since = new Date(Date.now() - 60 * 60 * 1000)
      if (
        (await countAuditEventsSince(
          db,
          { type: 'OTP_SENT', principal: parsed.data.email.toLowerCase() },
          since,
        )) >= CODES_PER_EMAIL_PER_HOUR
      ) {
        throw new AppError(429, authMessages.tooManySignIns)
      }
      return parsed.data.email.toLowerCase()
    }
    if (path === '/sign-out' || path === '/change-password' || path === '/get-session') {
      const principal = await requirePrincipal(request).catch((error: unknown) => {
        // An address the account's IP allow-list refuses may neither use its session nor change its password
        // (signing out stays possible).
        if (path !== '/sign-out' && error instanceof AppError && error.status === 403) throw error
        return undefined
      })
      return principal?.email
    }
    if (path === '/reset-password' && typeof body?.['token'] === 'string') {
      const token = await findResetToken(db, body['token'])
      return token ? await findUserEmailById(db, token.userId) : undefined
    }
    return typeof body?.['email'] === 'string' ? body['email'].toLowerCase() : undefined
  }

  async function afterForward(path: string, status: number, principal: string | undefined) {
    const type = auditTypeFor(path, status < 400)
    if (type)
      await recordAuditEvent(db, {
        principal: principal ?? 'anonymous',
        type,
        data: { status: String(status) },
      })
  }
}

const AUDITED_ON_SUCCESS: Record<string, AuditEventType> = {
  '/sign-out': 'LOGOUT',
  '/reset-password': 'PASSWORD_RESET',
  '/change-password': 'PASSWORD_CHANGED',
  '/email-otp/send-verification-otp': 'OTP_SENT',
}
const SIGN_IN_PATHS = new Set(['/sign-in/email-otp', '/sign-in/email'])

/** Successful sign-ins are recorded when their session is created, for every sign-in method alike. */
function auditTypeFor(path: string, ok: boolean): AuditEventType | undefined {
  if (SIGN_IN_PATHS.has(path)) return ok ? undefined : 'AUTHENTICATION_FAILURE'
  return ok ? AUDITED_ON_SUCCESS[path] : undefined
}
