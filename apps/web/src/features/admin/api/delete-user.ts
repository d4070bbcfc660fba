import { adminUserMessages, adminUsersApi } from '@herald/contracts'
import { callEndpoint } from '../../../lib/call-endpoint.ts'
import { useMutationThenReload } from '../../../lib/use-mutation-then-reload.ts'
import { adminKeys } from './admin-keys.ts'

export function useDeleteUser() {
  return useMutationThenReload({
    mutationFn: (id: string) => callEndpoint(adminUsersApi.remove, { params: { id } }),
    success: (deleted) => `${adminUserMessages.deleted} ${deleted.email} is gone.`,
    reload: adminKeys.users,
  })
}
