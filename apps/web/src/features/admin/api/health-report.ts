import { managementApi } from '@herald/contracts'
import { queryOptions } from '@tanstack/react-query'
import { callEndpoint } from '../../../lib/call-endpoint.ts'

/** Each part of Herald UP or DOWN (management/health); checked again every 15 s while the screen is open. */
export const healthReportQuery = queryOptions({
  queryKey: ['management', 'health'],
  queryFn: ({ signal }) => callEndpoint(managementApi.health, { signal, toast: false }),
  refetchInterval: 15_000,
})
