import { AUTH_BASE_PATH } from '@herald/contracts'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { errorBody } from '../../platform/http/errors.ts'
import { CLIENT_IP_HEADER, type Auth } from './create-auth.ts'
import { mapAuthError } from './map-auth-error.ts'

const HOP_HEADERS = new Set(['content-length', 'transfer-encoding', 'connection', 'host', CLIENT_IP_HEADER])

/**
 * Hands a Fastify request to the authentication library and copies its status and headers onto the reply;
 * returns the body to send (errors in Herald's shape). The caller sends it, after recording what it must
 * (the audit trail that rate limits count), so a client never sees an answer before its trace exists.
 */
export async function forwardToAuth(
  auth: Auth,
  publicUrl: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<{ status: number; payload: unknown }> {
  const url = new URL(request.url, publicUrl)
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || HOP_HEADERS.has(name)) continue
    headers.set(name, Array.isArray(value) ? value.join(', ') : value)
  }
  headers.set(CLIENT_IP_HEADER, request.ip)
  const body = typeof request.body === 'string' && request.body.length > 0 ? request.body : undefined
  const response = await auth.handler(new Request(url, { method: request.method, headers, body }))

  reply.status(response.status)
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length' && name !== 'content-encoding')
      reply.header(name, value)
  })
  for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie)
  const retryAfter = response.headers.get('x-retry-after')
  if (retryAfter) reply.header('retry-after', retryAfter)

  const text = await response.text()
  if (response.status < 400) {
    return { status: response.status, payload: text.length > 0 ? withoutSessionTokens(text) : null }
  }
  const path = url.pathname.slice(AUTH_BASE_PATH.length)
  const parsed = safeJson(text) as { code?: string; message?: string } | undefined
  reply.header('content-type', 'application/json; charset=utf-8')
  const message = mapAuthError(path, response.status, parsed ?? {})
  return { status: response.status, payload: errorBody(response.status, message, { detail: parsed?.code }) }
}

export function safeJson(text: string | undefined): unknown {
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/**
 * The library's answer without session tokens: sign-in, change-password and get-session would put the token of
 * the HttpOnly cookie in a body that scripts can read (DESIGN.md §8.2). The cookie alone carries it.
 */
function withoutSessionTokens(text: string): string {
  const parsed = safeJson(text)
  if (parsed === null || typeof parsed !== 'object') return text
  const { token: _token, ...rest } = parsed as Record<string, unknown>
  const session = rest['session']
  if (session !== null && typeof session === 'object') {
    const { token: _sessionToken, ...sessionRest } = session as Record<string, unknown>
    rest['session'] = sessionRest
  }
  return JSON.stringify(rest)
}
