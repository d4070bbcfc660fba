import type { FastifyInstance } from 'fastify'
import { errorBody } from './errors.ts'

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Cross-site request forgery defence (OWASP: Fetch Metadata with an Origin fallback).
 * A state-changing request is refused when the browser says it is cross-site, or when it
 * names an Origin we do not serve. Requests without either header do not come from a browser page.
 * A request that authenticates with `Authorization: Bearer` and carries no cookie cannot be forged this way
 * (a page cannot make another site's browser send that header without CORS, which Herald does not allow),
 * so API clients are not asked for an Origin.
 */
export function registerCsrfGuard(app: FastifyInstance, allowedOrigins: string[]): void {
  const allowed = new Set(allowedOrigins)
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE.has(request.method)) return
    if (request.headers.cookie === undefined && /^\s*bearer\s/i.test(request.headers.authorization ?? ''))
      return
    const site = request.headers['sec-fetch-site']
    const origin = request.headers.origin
    const crossSite =
      site === 'cross-site' || (origin !== undefined && origin !== 'null' && !allowed.has(origin))
    if (crossSite || origin === 'null') {
      return reply.status(403).send(errorBody(403, 'Cross-site request refused'))
    }
  })
}
