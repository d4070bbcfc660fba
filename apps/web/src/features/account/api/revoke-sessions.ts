import { accountSessionMessages, accountSessionsApi } from '@herald/contracts'
import { callEndpoint } from '../../../lib/call-endpoint.ts'
import { useMutationThenReload } from '../../../lib/use-mutation-then-reload.ts'
import { accountSessionsKey } from './account-sessions.ts'

/** Signs one session out, then re-reads the list; the dialog shows a refusal itself. */
export function useRevokeSession() {
  return useMutationThenReload({
    mutationFn: (id: string) => callEndpoint(accountSessionsApi.revoke, { params: { id }, toast: false }),
    success: accountSessionMessages.revoked,
    reload: accountSessionsKey,
  })
}

/** 'Sign out everywhere else': every session but this one. */
export function useRevokeOtherSessions() {
  return useMutationThenReload({
    mutationFn: () => callEndpoint(accountSessionsApi.revokeOthers, { toast: false }),
    success: ({ revoked }) => accountSessionMessages.othersRevoked(revoked),
    reload: accountSessionsKey,
  })
}
