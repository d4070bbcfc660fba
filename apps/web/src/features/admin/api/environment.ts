import { managementApi } from '@herald/contracts'
import { queryOptions } from '@tanstack/react-query'
import { callEndpoint } from '../../../lib/call-endpoint.ts'

/** Active profiles and the runtime of the server process (management/env). */
export const environmentQuery = queryOptions({
  queryKey: ['management', 'env'],
  queryFn: ({ signal }) => callEndpoint(managementApi.env, { signal, toast: false }),
})
