import { z } from 'zod/mini'
import { Account, AccountUpdateInput, Authority, FREE_TRIAL_DAYS, SubscriptionType } from './account.ts'
import { LoginEmail } from './auth.ts'
import { sortedPageShape } from './list-query.ts'

/** Texts of the admin user-management screen and its refusals. */
export const adminUserMessages = {
  selfDemotion: 'You cannot remove your own admin role.',
  selfDeactivation: 'You cannot deactivate your own account.',
  selfDeletion: 'You cannot delete your own account.',
  emailExists: 'An account with this email already exists.',
  created: 'User created. An activation email is on its way to them.',
  saved: 'User saved.',
  deleted: 'User deleted.',
  /** A deactivated account's session or API key is refused with this (403), on every request. */
  deactivated: 'This account has been deactivated. Ask an administrator of this Herald to reactivate it.',
  rolesRequired: 'Choose at least one role.',
  trialEndRange: 'Choose a trial end between the years 2000 and 9998.',
  loadFailed: 'Failed to load users.',
} as const

/** The plans an admin may give an account (FREE_TRIAL_EXPIRED is a legacy state, shown but not given). */
export const ADMIN_PLANS = ['FREE_TRIAL', 'STANDARD', 'PREMIUM', 'ENTERPRISE', 'TRIAL_EXPIRED'] as const
export const AdminPlan = z.enum(ADMIN_PLANS)
export type AdminPlan = z.infer<typeof AdminPlan>

export const TRIAL_MS = FREE_TRIAL_DAYS * 24 * 60 * 60 * 1000

/** An account as the admin sees it: the account call's fields plus plan dates, sign-in and ownership facts. */
export const AdminUser = z.extend(Account, {
  /** subscriptionStartDate + 7 days (spec §4 free trial); setting it moves the start date. */
  trialEndsAt: z.iso.datetime(),
  lastSignInAt: z.nullable(z.iso.datetime()),
  deactivated: z.boolean(),
  /** Listed in ADMIN_EMAILS: an admin whatever role is stored. */
  adminByConfiguration: z.boolean(),
  jobCount: z.number(),
})
export type AdminUser = z.infer<typeof AdminUser>

/** One account with what deleting it would delete. */
export const AdminUserDetail = z.extend(AdminUser, { fileCount: z.number(), apiKeyCount: z.number() })
export type AdminUserDetail = z.infer<typeof AdminUserDetail>

/** What a deletion removed. */
export const AdminUserDeletion = z.object({
  email: z.string(),
  jobs: z.number(),
  files: z.number(),
  apiKeys: z.number(),
})
export type AdminUserDeletion = z.infer<typeof AdminUserDeletion>

export const USER_SORT_FIELDS = [
  'email',
  'name',
  'activated',
  'roles',
  'plan',
  'trialEndsAt',
  'lastSignInAt',
  'jobs',
  'createdDate',
] as const
export type UserSortField = (typeof USER_SORT_FIELDS)[number]

export const AdminUserListQuery = z.object({
  ...sortedPageShape(USER_SORT_FIELDS, 'email,asc'),
  /** Part of the email, first name or last name (case-insensitive). */
  search: z.optional(z.string().check(z.maxLength(254))),
})
export type AdminUserListQuery = z.infer<typeof AdminUserListQuery>

/** User ids are the authentication library's random text ids. */
export const AdminUserIdParams = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100), z.regex(/^[A-Za-z0-9_-]+$/, 'Not found')),
})

const trialEnd = z.iso.datetime({ offset: true }).check(
  z.refine((value) => {
    const time = Date.parse(value)
    return time >= Date.UTC(2000, 0, 1) && time < Date.UTC(9999, 0, 1)
  }, adminUserMessages.trialEndRange),
)

const authorities = z
  .array(Authority)
  .check(z.minLength(1, adminUserMessages.rolesRequired), z.maxLength(Authority.options.length))

/** Edit: name, roles, plan, trial end, job-creation permission, deactivation. */
export const AdminUserUpdate = z.object({
  firstName: AccountUpdateInput.shape.firstName,
  lastName: AccountUpdateInput.shape.lastName,
  authorities,
  subscriptionType: AdminPlan,
  trialEndsAt: trialEnd,
  canCreateJobs: z.boolean(),
  deactivated: z.boolean(),
})
export type AdminUserUpdate = z.infer<typeof AdminUserUpdate>

/** Create: an inactive account that gets the activation email, as sign-up does. */
export const AdminUserCreate = z.object({
  email: LoginEmail,
  firstName: AccountUpdateInput.shape.firstName,
  lastName: AccountUpdateInput.shape.lastName,
  langKey: z._default(AccountUpdateInput.shape.langKey, 'en'),
  authorities: z._default(authorities, ['ROLE_USER']),
  subscriptionType: z._default(AdminPlan, 'FREE_TRIAL'),
  /** Default: 7 days from now. */
  trialEndsAt: z.optional(trialEnd),
  canCreateJobs: z._default(z.boolean(), true),
})
export type AdminUserCreate = z.infer<typeof AdminUserCreate>

export const planLabels: Record<SubscriptionType, string> = {
  FREE_TRIAL: 'Free trial',
  STANDARD: 'Standard',
  PREMIUM: 'Premium',
  ENTERPRISE: 'Enterprise',
  TRIAL_EXPIRED: 'Trial expired',
  FREE_TRIAL_EXPIRED: 'Free trial expired',
}
