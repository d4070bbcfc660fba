import { auditsApi, type AuditEvent, type AuditQuery } from '@herald/contracts'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { callEndpointWithHeaders } from '../../../lib/call-endpoint.ts'
import { adminKeys, totalOf } from './admin-keys.ts'

export interface AuditPage {
  events: AuditEvent[]
  total: number
}

/** One page of audit events, filtered and sorted by the server. */
export function auditPageQuery(query: AuditQuery) {
  return queryOptions({
    queryKey: adminKeys.audits(query),
    queryFn: async ({ signal }): Promise<AuditPage> => {
      const { data, headers } = await callEndpointWithHeaders(auditsApi.list, { query, signal })
      return { events: data, total: totalOf(headers, data.length) }
    },
    placeholderData: keepPreviousData,
  })
}
