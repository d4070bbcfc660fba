import type { FastifyRequest } from 'fastify'
import { bearerMatches } from '../../platform/metrics/metrics-server.ts'
import type { ManagementDeps } from './management-deps.ts'

/**
 * management/prometheus is read by admins, or by a scraper with `Authorization: Bearer METRICS_TOKEN`
 * (compared in constant time, over digests so the length is not told either). Any other Bearer value is
 * taken as an API key and refused like one.
 */
export async function requireMetricsReader(deps: ManagementDeps, request: FastifyRequest): Promise<void> {
  if (bearerMatches(request.headers.authorization, deps.config.metricsToken)) return
  await deps.requireAdmin(request)
}
