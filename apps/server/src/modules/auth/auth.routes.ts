import { AUTH_BASE_PATH, CAPTCHA_HEADER, authApi, passwordMessages } from '@herald/contracts'
import type { FastifyInstance } from 'fastify'
import type { Config } from '../../config.ts'
import { assertStorableText } from '../../platform/http/validator-compiler.ts'
import { route } from '../../platform/http/route.ts'
import { activateAccount } from './activate-account.ts'
import { checkAuthCall, recordAuthOutcome, type AuthCallDeps } from './auth-call-audit.ts'
import { checkResetSession } from './check-reset-session.ts'
import { ADDRESS_NOT_ALLOWED_CODE, type Auth } from './create-auth.ts'
import { forwardToAuth, safeJson } from './forward-to-auth.ts'
import { registerAccount } from './register-account.ts'

/** The authentication library's endpoints that Herald's web app uses; everything else under /api/auth is 404. */
const EXPOSED = Object.values(authApi).filter((endpoint) => endpoint.path.startsWith(`${AUTH_BASE_PATH}/`))

export function registerAuthRoutes(
  app: FastifyInstance,
  deps: AuthCallDeps & { auth: Auth; config: Config },
): void {
  const { auth, db, config } = deps

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
          const before = await checkAuthCall(deps, path, request, body)
          // A changed password ends every other session (ADR 0040); the library signs this one in anew.
          if (path === '/change-password' && body) {
            request.body = JSON.stringify({ ...body, revokeOtherSessions: true })
          }
          const { status, payload } = await forwardToAuth(auth, config.publicUrl, request, reply)
          // A sign-in refused by the IP allow-list was recorded, with its reason, where it was refused.
          if (status !== 403 || (payload as { detail?: string }).detail !== ADDRESS_NOT_ALLOWED_CODE) {
            await recordAuthOutcome(deps, path, status, before)
          }
          return reply.send(payload)
        },
        // The words for a password change without a session (spec §5): the only one of these that is not public.
        { passthrough: true, unauthenticated: passwordMessages.notAuthenticated },
      )
    }
  })
}
