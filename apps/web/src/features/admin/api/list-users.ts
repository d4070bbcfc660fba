import { adminUsersApi, type AdminUser, type AdminUserListQuery } from '@herald/contracts'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { callEndpointWithHeaders } from '../../../lib/call-endpoint.ts'
import { adminKeys, totalOf } from './admin-keys.ts'

export interface UserPage {
  users: AdminUser[]
  total: number
}

/** One page of accounts, searched and sorted by the server. */
export function userPageQuery(query: AdminUserListQuery) {
  return queryOptions({
    queryKey: adminKeys.userPage(query),
    queryFn: async ({ signal }): Promise<UserPage> => {
      const { data, headers } = await callEndpointWithHeaders(adminUsersApi.list, { query, signal })
      return { users: data, total: totalOf(headers, data.length) }
    },
    placeholderData: keepPreviousData,
  })
}
