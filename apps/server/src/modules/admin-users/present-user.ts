import { TRIAL_MS, type AdminUser, type SubscriptionType } from '@herald/contracts'
import { authoritiesOf } from '../auth/index.ts'
import type { ListedUserRow } from './admin-users.queries.ts'

/** An account as user management shows it: the account call's fields plus plan, sign-in and ownership facts. */
export function presentUser(row: ListedUserRow, adminEmails: readonly string[]): AdminUser {
  return {
    id: row.id,
    login: row.email,
    email: row.email,
    activated: row.emailVerified,
    authorities: authoritiesOf(row, adminEmails),
    firstName: row.firstName,
    lastName: row.lastName,
    langKey: row.langKey,
    eulaSigned: row.eulaSigned,
    subscriptionType: row.subscriptionType as SubscriptionType,
    subscriptionStartDate: row.subscriptionStartDate.toISOString(),
    canCreateJobs: row.canCreateJobs,
    createdDate: row.createdAt.toISOString(),
    lastModifiedDate: row.updatedAt.toISOString(),
    trialEndsAt: new Date(row.subscriptionStartDate.getTime() + TRIAL_MS).toISOString(),
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    deactivated: row.deactivatedAt !== null,
    adminByConfiguration: adminEmails.includes(row.email.toLowerCase()),
    jobCount: row.jobCount,
  }
}
