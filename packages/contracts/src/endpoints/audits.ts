import { z } from 'zod/mini'
import { AuditEvent, AuditQuery } from '../audits.ts'
import { defineEndpoint } from '../endpoint.ts'

/** Audits (/admin/audits): security events, newest first, paged on the server. Admins only. */
export const auditsApi = {
  list: defineEndpoint({
    tag: 'Admin: audits',
    access: 'admin',
    method: 'GET',
    path: '/management/audits',
    summary:
      'One page of audit events, filtered by UTC date range (both days included), type and principal; the total is in x-total-count',
    query: AuditQuery,
    responses: { 200: z.array(AuditEvent) },
  }),
}
