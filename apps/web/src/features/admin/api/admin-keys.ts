import type { AdminUserListQuery, AuditQuery } from '@herald/contracts'

/** Cache keys of the admin screens: every page of users shares the users prefix. */
export const adminKeys = {
  users: ['admin', 'users'] as const,
  userPage: (query: AdminUserListQuery) => [...adminKeys.users, 'page', query] as const,
  user: (id: string) => [...adminKeys.users, 'one', id] as const,
  sftp: (id: string) => [...adminKeys.users, 'one', id, 'sftp'] as const,
  audits: (query: AuditQuery) => ['admin', 'audits', query] as const,
}

export const TOTAL_HEADER = 'x-total-count'

/** The x-total-count of a paged answer, or the page's own length when a proxy dropped the header. */
export function totalOf(headers: Headers, pageLength: number): number {
  const total = Number(headers.get(TOTAL_HEADER))
  return headers.has(TOTAL_HEADER) && Number.isFinite(total) ? total : pageLength
}
