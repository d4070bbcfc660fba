import { adminUserMessages, adminUsersApi } from '@herald/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callEndpoint } from '../../../lib/call-endpoint.ts'
import { notifySuccess } from '../../../lib/notify.ts'
import { adminKeys } from './admin-keys.ts'

export function useDeleteUser() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => callEndpoint(adminUsersApi.remove, { params: { id } }),
    onSuccess: async (deleted) => {
      notifySuccess(`${adminUserMessages.deleted} ${deleted.email} is gone.`)
      await queryClient.invalidateQueries({ queryKey: adminKeys.users })
    },
  })
}
