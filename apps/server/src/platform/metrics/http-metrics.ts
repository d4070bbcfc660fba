import type { FastifyInstance } from 'fastify'
import { httpDuration, httpRequests } from './metrics.ts'

/**
 * Counts every answered request by its declared route pattern (`/api/user-jobs/:id`, never the raw URL,
 * so ids and query strings do not become labels) and status, with its latency.
 */
export function registerHttpMetrics(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status: String(reply.statusCode),
    }
    httpRequests.inc(labels)
    httpDuration.observe(labels, reply.elapsedTime / 1000)
  })
}
