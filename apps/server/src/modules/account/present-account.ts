import type { Account, Authority } from '@herald/contracts'
import type { UserRow } from './account.queries.ts'

/** A user row as the web app sees it; ROLE_ADMIN comes from ADMIN_EMAILS, so the configuration stays the truth. */
export function presentAccount(row: UserRow, adminEmails: string[]): Account {
  const authorities: Authority[] = adminEmails.includes(row.email.toLowerCase())
    ? ['ROLE_USER', 'ROLE_ADMIN']
    : ['ROLE_USER']
  return {
    id: row.id,
    login: row.email,
    email: row.email,
    activated: row.emailVerified,
    authorities,
    firstName: row.firstName,
    lastName: row.lastName,
    langKey: row.langKey,
    eulaSigned: row.eulaSigned,
    subscriptionType: row.subscriptionType as Account['subscriptionType'],
    subscriptionStartDate: row.subscriptionStartDate.toISOString(),
    canCreateJobs: row.canCreateJobs,
    createdDate: row.createdAt.toISOString(),
    lastModifiedDate: row.updatedAt.toISOString(),
  }
}
