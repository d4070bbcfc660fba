import { adminUsersApi } from '@herald/contracts'
import { queryOptions } from '@tanstack/react-query'
import { callEndpoint } from '../../../lib/call-endpoint.ts'
import { adminKeys } from './admin-keys.ts'

/** One account with what deleting it would delete (read when the delete dialog opens). */
export function userQuery(id: string) {
  return queryOptions({
    queryKey: adminKeys.user(id),
    queryFn: ({ signal }) => callEndpoint(adminUsersApi.get, { params: { id }, signal }),
  })
}
