import { accountSessionMessages, accountSessionsApi } from '@herald/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callEndpoint } from '../../../lib/call-endpoint.ts'
import { notifySuccess } from '../../../lib/notify.ts'
import { accountSessionsKey } from './account-sessions.ts'

/** Signs one session out, then re-reads the list; the dialog shows a refusal itself. */
export function useRevokeSession() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => callEndpoint(accountSessionsApi.revoke, { params: { id }, toast: false }),
    onSuccess: async () => {
      notifySuccess(accountSessionMessages.revoked)
      await queryClient.invalidateQueries({ queryKey: accountSessionsKey })
    },
  })
}

/** 'Sign out everywhere else': every session but this one. */
export function useRevokeOtherSessions() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => callEndpoint(accountSessionsApi.revokeOthers, { toast: false }),
    onSuccess: async ({ revoked }) => {
      notifySuccess(accountSessionMessages.othersRevoked(revoked))
      await queryClient.invalidateQueries({ queryKey: accountSessionsKey })
    },
  })
}
