import { accountApi, accountMessages, type Account, type AccountUpdateInput } from '@herald/contracts'
import { useMutation } from '@tanstack/react-query'
import { callEndpoint } from '../../../lib/call-endpoint.ts'
import { notifySuccess } from '../../../lib/notify.ts'
import { useRefreshSession } from '../../../lib/session.ts'

export function updateAccount(input: AccountUpdateInput): Promise<Account> {
  return callEndpoint(accountApi.update, { body: input })
}

/** Saves the account settings, says 'Saved!' and re-reads the session and account. */
export function useUpdateAccount() {
  const refreshSession = useRefreshSession()
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: async () => {
      notifySuccess(accountMessages.saved)
      await refreshSession()
    },
  })
}
