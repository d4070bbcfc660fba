import { ipAllowListApi, ipAllowListMessages } from '@herald/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callEndpoint } from '../../../lib/call-endpoint.ts'
import { notifySuccess } from '../../../lib/notify.ts'
import { allowedAddressesKey } from './allowed-addresses.ts'

/** Adds an entry, then re-reads the list (spec: 'list refetched'); the form shows a refusal inline. */
export function useAddAllowedAddress() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (address: string) => callEndpoint(ipAllowListApi.add, { body: { address }, toast: false }),
    onSuccess: async () => {
      notifySuccess(ipAllowListMessages.added)
      await queryClient.invalidateQueries({ queryKey: allowedAddressesKey })
    },
  })
}
