import { auditsApi } from '@herald/contracts'
import type { FastifyInstance } from 'fastify'
import type { Database } from '../../db/client.ts'
import { route } from '../../platform/http/route.ts'
import type { RequirePrincipal } from '../auth/index.ts'
import { pageAuditEvents } from './list-audit-events.ts'

/** Audits (/admin/audits): security events paged on the server, admins only. */
export function registerAuditRoutes(
  app: FastifyInstance,
  deps: { db: Database; requireAdmin: RequirePrincipal },
): void {
  route(app, auditsApi.list, async (request, reply) => {
    await deps.requireAdmin(request)
    const { page, total } = await pageAuditEvents(deps.db, request.query)
    return reply.header('x-total-count', String(total)).send(page)
  })
}
