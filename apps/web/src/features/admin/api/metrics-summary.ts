import { managementApi } from '@herald/contracts'
import { queryOptions } from '@tanstack/react-query'
import { callEndpoint } from '../../../lib/call-endpoint.ts'

/** How often the Metrics screen reads the figures again. */
export const METRICS_REFRESH_MS = 3_000

/** This server process's main figures (management/metrics), read again every few seconds. */
export const metricsSummaryQuery = queryOptions({
  queryKey: ['management', 'metrics'],
  queryFn: ({ signal }) => callEndpoint(managementApi.metrics, { signal, toast: false }),
  refetchInterval: METRICS_REFRESH_MS,
  refetchIntervalInBackground: false,
})
