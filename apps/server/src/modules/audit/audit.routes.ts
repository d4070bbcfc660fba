import { auditsApi } from '@herald/contracts'
import type { FastifyInstance } from 'fastify'
import type { Database } from '../../db/client.ts'
import { route } from '../../platform/http/route.ts'
import { pageAuditEvents } from './list-audit-events.ts'

/** Audits (/admin/audits): security events paged on the server, admins only. */
export function registerAuditRoutes(app: FastifyInstance, deps: { db: Database }): void {
  route(app, auditsApi.list, async (request, reply) => {
    const { page, total } = await pageAuditEvents(deps.db, request.query)
    return reply.header('x-total-count', String(total)).send(page)
  })
}
