import type { AdminUser, AdminUserListQuery } from '@herald/contracts'
import type { Executor } from '../../db/client.ts'
import { listUsers } from './admin-users.queries.ts'
import { presentUser } from './present-user.ts'

export async function pageUsers(
  deps: { db: Executor; adminEmails: string[] },
  query: AdminUserListQuery,
): Promise<{ page: AdminUser[]; total: number }> {
  const { rows, total } = await listUsers(deps.db, query)
  return { page: rows.map((row) => presentUser(row, deps.adminEmails)), total }
}
