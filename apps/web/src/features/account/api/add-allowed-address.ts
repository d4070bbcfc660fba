import { ipAllowListApi, ipAllowListMessages } from '@herald/contracts'
import { callEndpoint } from '../../../lib/call-endpoint.ts'
import { useMutationThenReload } from '../../../lib/use-mutation-then-reload.ts'
import { allowedAddressesKey } from './allowed-addresses.ts'

/** Adds an entry, then re-reads the list (spec: 'list refetched'); the form shows a refusal inline. */
export function useAddAllowedAddress() {
  return useMutationThenReload({
    mutationFn: (address: string) => callEndpoint(ipAllowListApi.add, { body: { address }, toast: false }),
    success: ipAllowListMessages.added,
    reload: allowedAddressesKey,
  })
}
