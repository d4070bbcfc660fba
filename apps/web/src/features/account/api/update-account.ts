import { Account, accountMessages, type AccountUpdateInput } from '@herald/contracts'
import { useMutation } from '@tanstack/react-query'
import { apiFetch } from '../../../lib/api-client.ts'
import { notifySuccess } from '../../../lib/notify.ts'
import { useRefreshSession } from '../../../lib/session.ts'

export function updateAccount(input: AccountUpdateInput): Promise<Account> {
  return apiFetch('/api/account', { method: 'POST', body: input }, Account)
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
