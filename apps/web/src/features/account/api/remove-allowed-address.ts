import { ipAllowListApi, ipAllowListMessages } from '@herald/contracts'
import { callEndpoint } from '../../../lib/call-endpoint.ts'
import { useMutationThenReload } from '../../../lib/use-mutation-then-reload.ts'
import { allowedAddressesKey } from './allowed-addresses.ts'

/** Removes an entry, then re-reads the list; the dialog shows a refusal (a lock-out) itself. */
export function useRemoveAllowedAddress() {
  return useMutationThenReload({
    mutationFn: (id: number) => callEndpoint(ipAllowListApi.remove, { params: { id }, toast: false }),
    success: ipAllowListMessages.removed,
    reload: allowedAddressesKey,
  })
}
