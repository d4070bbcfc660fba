import {
  adminUserMessages,
  adminUsersApi,
  type AdminUserCreate,
  type AdminUserUpdate,
} from '@herald/contracts'
import { callEndpoint } from '../../../lib/call-endpoint.ts'
import { useMutationThenReload } from '../../../lib/use-mutation-then-reload.ts'
import { adminKeys } from './admin-keys.ts'

export type SaveUser = { id: string; body: AdminUserUpdate } | { id?: undefined; body: AdminUserCreate }

/** Creates an account (the server emails its activation link) or saves an edit. */
export function useSaveUser() {
  return useMutationThenReload({
    mutationFn: (save: SaveUser) =>
      save.id === undefined
        ? callEndpoint(adminUsersApi.create, { body: save.body })
        : callEndpoint(adminUsersApi.update, { params: { id: save.id }, body: save.body }),
    success: (_user, save) => (save.id === undefined ? adminUserMessages.created : adminUserMessages.saved),
    reload: adminKeys.users,
  })
}
