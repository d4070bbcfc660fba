import { ipAllowListApi, ipAllowListMessages } from '@herald/contracts'
import { queryOptions } from '@tanstack/react-query'
import { callEndpoint } from '../../../lib/call-endpoint.ts'

export const allowedAddressesKey = ['account', 'whitelist-ips'] as const

/** Spec §7 `GET api/account/whitelist-ips`. */
export const allowedAddressesQuery = queryOptions({
  queryKey: allowedAddressesKey,
  queryFn: ({ signal }) =>
    callEndpoint(ipAllowListApi.list, { signal, toast: ipAllowListMessages.loadFailed }),
})
