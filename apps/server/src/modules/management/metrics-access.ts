import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import type { ManagementDeps } from './management-deps.ts'

const digest = (text: string) => createHash('sha256').update(text).digest()

/**
 * management/prometheus is read by admins, or by a scraper with `Authorization: Bearer METRICS_TOKEN`
 * (compared in constant time, over digests so the length is not told either). Any other Bearer value is
 * taken as an API key and refused like one.
 */
export async function requireMetricsReader(deps: ManagementDeps, request: FastifyRequest): Promise<void> {
  const token = deps.config.metricsToken
  const bearer = /^\s*bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1]
  if (token && bearer && timingSafeEqual(digest(bearer), digest(token))) return
  await deps.requireAdmin(request)
}
