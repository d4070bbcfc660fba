import { ipAllowListApi } from '@herald/contracts'
import { queryOptions } from '@tanstack/react-query'
import { callEndpoint } from '../../../lib/call-endpoint.ts'

/** The address the server sees this browser's requests come from. */
export const clientAddressQuery = queryOptions({
  queryKey: ['account', 'client-address'],
  queryFn: ({ signal }) => callEndpoint(ipAllowListApi.clientAddress, { signal, toast: false }),
})
