import { ipAllowListApi, ipAllowListMessages } from '@herald/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callEndpoint } from '../../../lib/call-endpoint.ts'
import { notifySuccess } from '../../../lib/notify.ts'
import { allowedAddressesKey } from './allowed-addresses.ts'

/** Removes an entry, then re-reads the list; the dialog shows a refusal (a lock-out) itself. */
export function useRemoveAllowedAddress() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => callEndpoint(ipAllowListApi.remove, { params: { id }, toast: false }),
    onSuccess: async () => {
      notifySuccess(ipAllowListMessages.removed)
      await queryClient.invalidateQueries({ queryKey: allowedAddressesKey })
    },
  })
}
