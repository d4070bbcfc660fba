import { EMAIL_MAX, SendCodeInput, authMessages } from '@herald/contracts'
import type { FastifyRequest } from 'fastify'
import type { Database } from '../../db/client.ts'
import type { ResolveCaller } from '../../platform/http/access.ts'
import { AppError } from '../../platform/http/errors.ts'
import { countAuditEventsSince, recordAuditEvent, type AuditEventType } from '../audit/index.ts'
import { findResetToken, findUserEmailById } from './auth.queries.ts'

const CODES_PER_EMAIL_PER_HOUR = 5

export interface AuthCallDeps {
  db: Database
  /**
   * Who a sign-out, password change or session read comes from, for the audit trail (these endpoints are public:
   * the library answers them, and a refused address may still sign out).
   */
  identifyCaller: ResolveCaller
}

/** Checks Herald adds in front of the library; returns who the request is about, for the audit trail. */
export async function checkAuthCall(
  deps: AuthCallDeps,
  path: string,
  request: FastifyRequest,
  body: Record<string, unknown> | undefined,
): Promise<string | undefined> {
  // No address is longer (RFC 5321): refused before the library, the rate limits or the audit trail see it.
  const email = body?.['email']
  if (typeof email === 'string' && email.trim().length > EMAIL_MAX) {
    throw new AppError(400, authMessages.emailMax)
  }
  if (path === '/email-otp/send-verification-otp') {
    const parsed = SendCodeInput.safeParse(body ?? {})
    if (!parsed.success) throw new AppError(400, parsed.error.issues[0]?.message ?? authMessages.emailInvalid)
    const since = new Date(Date.now() - 60 * 60 * 1000)
    if (
      (await countAuditEventsSince(
        deps.db,
        { type: 'OTP_SENT', principal: parsed.data.email.toLowerCase() },
        since,
      )) >= CODES_PER_EMAIL_PER_HOUR
    ) {
      throw new AppError(429, authMessages.tooManySignIns)
    }
    return parsed.data.email.toLowerCase()
  }
  if (path === '/sign-out' || path === '/change-password' || path === '/get-session') {
    const principal = await deps.identifyCaller(request).catch((error: unknown) => {
      // An address the account's IP allow-list refuses may neither use its session nor change its password
      // (signing out stays possible).
      if (path !== '/sign-out' && error instanceof AppError && error.status === 403) throw error
      return undefined
    })
    return principal?.email
  }
  if (path === '/reset-password' && typeof body?.['token'] === 'string') {
    const token = await findResetToken(deps.db, body['token'])
    return token ? await findUserEmailById(deps.db, token.userId) : undefined
  }
  return typeof body?.['email'] === 'string' ? body['email'].toLowerCase() : undefined
}

/** Records the library's answer in the audit trail, for the calls that are audited. */
export async function recordAuthOutcome(
  deps: Pick<AuthCallDeps, 'db'>,
  path: string,
  status: number,
  principal: string | undefined,
): Promise<void> {
  const type = auditTypeFor(path, status < 400)
  if (type)
    await recordAuditEvent(deps.db, {
      principal: principal ?? 'anonymous',
      type,
      data: { status: String(status) },
    })
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
