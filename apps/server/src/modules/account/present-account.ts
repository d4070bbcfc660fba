import type { Account } from '@herald/contracts'
import { authoritiesOf } from '../auth/index.ts'
import type { UserRow } from './account.queries.ts'

/** A user row as the web app sees it; ROLE_ADMIN from the stored role or ADMIN_EMAILS (which always wins). */
export function presentAccount(row: UserRow, adminEmails: string[]): Account {
  const authorities = authoritiesOf(row, adminEmails)
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
