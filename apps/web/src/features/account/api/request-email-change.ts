import { emailChangeApi, type EmailChangeInput } from '@herald/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callEndpoint } from '../../../lib/call-endpoint.ts'
import { pendingEmailChangeKey } from './pending-email-change.ts'

/** Sends the confirmation link to the new address; errors are shown by the form, not toasted. */
export function useRequestEmailChange() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: EmailChangeInput) =>
      callEndpoint(emailChangeApi.request, { body: input, toast: false }),
    onSuccess: (pending) => queryClient.setQueryData(pendingEmailChangeKey, pending),
  })
}
