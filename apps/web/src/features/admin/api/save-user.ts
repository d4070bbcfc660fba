import {
  adminUserMessages,
  adminUsersApi,
  type AdminUserCreate,
  type AdminUserUpdate,
} from '@herald/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callEndpoint } from '../../../lib/call-endpoint.ts'
import { notifySuccess } from '../../../lib/notify.ts'
import { adminKeys } from './admin-keys.ts'

export type SaveUser = { id: string; body: AdminUserUpdate } | { id?: undefined; body: AdminUserCreate }

/** Creates an account (the server emails its activation link) or saves an edit. */
export function useSaveUser() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (save: SaveUser) =>
      save.id === undefined
        ? callEndpoint(adminUsersApi.create, { body: save.body })
        : callEndpoint(adminUsersApi.update, { params: { id: save.id }, body: save.body }),
    onSuccess: async (_user, save) => {
      notifySuccess(save.id === undefined ? adminUserMessages.created : adminUserMessages.saved)
      await queryClient.invalidateQueries({ queryKey: adminKeys.users })
    },
  })
}
