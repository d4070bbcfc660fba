import type { FastifyInstance } from 'fastify'

const API_PATH = /^\/(api|management)(\/|$)/

/**
 * `Cache-Control: no-store` on API answers (ADR 0041): always on an endpoint that needs a session or an API
 * key (its errors too: 401, 403, 429…), unless the route already said no-store in its own words; on any other
 * /api or /management answer unless the route set its own caching. The web app's files keep theirs (spa.ts).
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    const access = request.routeOptions.config?.endpoint?.access
    const signedIn = access === 'user' || access === 'admin'
    const current = reply.getHeader('cache-control')
    if (signedIn) {
      if (!String(current ?? '').includes('no-store')) reply.header('cache-control', 'no-store')
    } else if (current === undefined && API_PATH.test(request.url.split('?', 1)[0]!)) {
      reply.header('cache-control', 'no-store')
    }
    done(null, payload)
  })
}
