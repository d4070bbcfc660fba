import { emailChangeApi, emailChangeMessages } from '@herald/contracts'
import { callEndpoint } from '../../../lib/call-endpoint.ts'
import { useMutationThenStore } from '../../../lib/use-mutation-then-store.ts'
import { pendingEmailChangeKey } from './pending-email-change.ts'

export function useCancelEmailChange() {
  return useMutationThenStore({
    mutationFn: () => callEndpoint(emailChangeApi.cancel, { toast: emailChangeMessages.failed }),
    store: pendingEmailChangeKey,
    stored: () => null,
    success: emailChangeMessages.cancelled,
  })
}
