import { managementApi } from '@herald/contracts'
import { queryOptions } from '@tanstack/react-query'
import { callEndpoint } from '../../../lib/call-endpoint.ts'

export const loggersKey = ['management', 'logs'] as const

/** The server process's loggers and their levels (management/logs). */
export const loggersQuery = queryOptions({
  queryKey: loggersKey,
  queryFn: ({ signal }) => callEndpoint(managementApi.logs, { signal, toast: false }),
})
