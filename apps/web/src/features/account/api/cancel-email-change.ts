import { emailChangeApi, emailChangeMessages } from '@herald/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callEndpoint } from '../../../lib/call-endpoint.ts'
import { notifySuccess } from '../../../lib/notify.ts'
import { pendingEmailChangeKey } from './pending-email-change.ts'

export function useCancelEmailChange() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => callEndpoint(emailChangeApi.cancel, { toast: emailChangeMessages.failed }),
    onSuccess: () => {
      queryClient.setQueryData(pendingEmailChangeKey, null)
      notifySuccess(emailChangeMessages.cancelled)
    },
  })
}
