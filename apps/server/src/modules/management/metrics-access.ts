import type { FastifyRequest } from 'fastify'
import { bearerMatches } from '../../platform/metrics/metrics-server.ts'

/**
 * management/prometheus is read by admins, or by a scraper with `Authorization: Bearer METRICS_TOKEN`
 * (compared in constant time, over digests so the length is not told either): `route()` admits the scraper
 * before it asks for an admin (ADR 0055). Any other Bearer value is taken as an API key and refused like one.
 */
export function metricsScraper(token: string | undefined): (request: FastifyRequest) => boolean {
  return (request) => bearerMatches(request.headers.authorization, token)
}
