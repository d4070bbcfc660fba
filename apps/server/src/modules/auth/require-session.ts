import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import { adminUserMessages, apiKeyMessages } from '@herald/contracts'
import type { FastifyRequest } from 'fastify'
import type { Database } from '../../db/client.ts'
import { hashApiKey, isWellFormedApiKey } from '../../platform/crypto/api-key-secret.ts'
import type { Caller, ResolveCaller } from '../../platform/http/access.ts'
import { AppError, notAuthenticated } from '../../platform/http/errors.ts'
import {
  findApiKeyPrincipal,
  findSessionPrincipal,
  markApiKeyUsed,
  markSessionSeen,
  type PrincipalRow,
} from './auth.queries.ts'

/** The signed-in account of a request (`request.caller` in a route, ADR 0055). */
export type Principal = Caller

/** The signed-in user of a request, or a 401. */
export type RequirePrincipal = ResolveCaller

/** The session cookie's name (`__Secure-` prefixed over HTTPS). */
export const SESSION_COOKIE = 'herald.session_token'

/**
 * Whose request this is, for rate limits: `key:<keyId>` for a valid API key, `session:<hash>` for a genuine
 * session cookie, undefined when only the client address tells (no credential, or a refused one).
 */
export type RequestOwner = (request: FastifyRequest) => Promise<string | undefined>

export interface PrincipalResolver {
  requirePrincipal: RequirePrincipal
  requestOwner: RequestOwner
}

const LAST_USED_PRECISION_MS = 60_000
const REFUSED_KEY_HEADERS = { 'www-authenticate': 'Bearer realm="Herald", error="invalid_token"' }

type KeyResolution = { principal: Principal; keyId: string } | { error: AppError }

/**
 * Resolves the credential of a request, on every route alike:
 * - `Authorization: Bearer <API key>` (other schemes are left to a proxy in front): the key is found by the
 *   SHA-256 of the secret with one indexed query, and acts with its owner's full rights; a malformed, unknown,
 *   regenerated or deleted key, or one of an inactive account, is a 401 with `WWW-Authenticate`. It never
 *   creates a session. The lookup is done once per request, shared by the rate limit and the route.
 * - otherwise the session cookie the authentication library issued, with one indexed query: the cookie is
 *   `<token>.<base64 HMAC-SHA256(secret, token)>` (URL-encoded), named with `__Secure-` over HTTPS. A deleted
 *   (signed-out, revoked) or expired session row is refused at once, on every process. The library's own
 *   lookup runs its whole endpoint pipeline and costs ~2.5 ms a request.
 */
export function createPrincipalResolver(deps: {
  db: Database
  secret: string
  /** Refuses the account's request with a 403 when its IP allow-list does not hold the client address. */
  checkClientAddress: (request: FastifyRequest, userId: string) => Promise<void>
}): PrincipalResolver {
  const resolutions = new WeakMap<FastifyRequest, Promise<KeyResolution>>()
  const resolveKey = (request: FastifyRequest, secret: string): Promise<KeyResolution> => {
    let resolution = resolutions.get(request)
    if (!resolution) {
      resolution = resolveApiKey(deps.db, secret)
      resolutions.set(request, resolution)
    }
    return resolution
  }
  return {
    async requirePrincipal(request) {
      const bearer = bearerCredential(request.headers.authorization)
      if (bearer !== undefined) {
        const resolution = await resolveKey(request, bearer)
        if ('error' in resolution) throw resolution.error
        await deps.checkClientAddress(request, resolution.principal.userId)
        return resolution.principal
      }
      const token = verifiedToken(request.headers.cookie, deps.secret)
      const found = token ? await findSessionPrincipal(deps.db, token, new Date()) : undefined
      if (!found) throw notAuthenticated()
      if (found.deactivated) throw accountDeactivated()
      await deps.checkClientAddress(request, found.userId)
      const now = new Date()
      const staleBefore = new Date(now.getTime() - LAST_USED_PRECISION_MS)
      if (found.lastSeenAt < staleBefore) await markSessionSeen(deps.db, found.sessionId, now, staleBefore)
      return { ...principalOf(found), sessionId: found.sessionId }
    },
    async requestOwner(request) {
      const bearer = bearerCredential(request.headers.authorization)
      if (bearer !== undefined) {
        const resolution = await resolveKey(request, bearer)
        return 'keyId' in resolution ? `key:${resolution.keyId}` : undefined
      }
      const token = verifiedToken(request.headers.cookie, deps.secret)
      return token ? `session:${createHash('sha256').update(token).digest('base64url')}` : undefined
    },
  }
}

async function resolveApiKey(db: Database, secret: string): Promise<KeyResolution> {
  if (!isWellFormedApiKey(secret)) {
    return { error: new AppError(401, apiKeyMessages.malformed, { headers: REFUSED_KEY_HEADERS }) }
  }
  const found = await findApiKeyPrincipal(db, hashApiKey(secret))
  if (!found?.active) {
    return { error: new AppError(401, apiKeyMessages.invalid, { headers: REFUSED_KEY_HEADERS }) }
  }
  if (found.deactivated) return { error: accountDeactivated() }
  const now = new Date()
  const staleBefore = new Date(now.getTime() - LAST_USED_PRECISION_MS)
  if (!found.lastUsedAt || found.lastUsedAt < staleBefore) {
    await markApiKeyUsed(db, found.keyId, now, staleBefore)
  }
  return { principal: principalOf(found), keyId: found.keyId }
}

const principalOf = (found: PrincipalRow): Principal => ({
  userId: found.userId,
  email: found.email,
  role: found.role,
})

/** An account an admin deactivated is refused on every request (its sessions were deleted too). */
const accountDeactivated = () =>
  new AppError(403, adminUserMessages.deactivated, { detail: 'error.authorization.deactivated' })

/** The credential of an `Authorization: Bearer …` header ('' when empty); undefined for no header or another scheme. */
function bearerCredential(header: string | undefined): string | undefined {
  const match = header === undefined ? null : /^\s*bearer(?:\s+(.*?))?\s*$/i.exec(header)
  return match ? (match[1] ?? '') : undefined
}

function verifiedToken(cookieHeader: string | undefined, secret: string): string | undefined {
  const raw = cookieHeader
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === SESSION_COOKIE || name === `__Secure-${SESSION_COOKIE}`)
    ?.slice(1)
    .join('=')
  if (!raw) return undefined
  let value: string
  try {
    value = decodeURIComponent(raw)
  } catch {
    return undefined
  }
  const dot = value.lastIndexOf('.')
  if (dot < 1) return undefined
  const token = value.slice(0, dot)
  const given = Buffer.from(value.slice(dot + 1), 'base64')
  const expected = createHmac('sha256', secret).update(token).digest()
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : undefined
}
