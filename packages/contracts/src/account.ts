import { z } from 'zod/mini'

export const Authority = z.enum(['ROLE_USER', 'ROLE_ADMIN'])
export type Authority = z.infer<typeof Authority>

export const SubscriptionType = z.enum([
  'FREE_TRIAL',
  'STANDARD',
  'PREMIUM',
  'ENTERPRISE',
  'TRIAL_EXPIRED',
  'FREE_TRIAL_EXPIRED',
])
export type SubscriptionType = z.infer<typeof SubscriptionType>

export const Account = z.object({
  id: z.string(),
  login: z.string(),
  email: z.string(),
  activated: z.boolean(),
  authorities: z.array(Authority),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  langKey: z.string(),
  eulaSigned: z.boolean(),
  subscriptionType: SubscriptionType,
  subscriptionStartDate: z.iso.datetime(),
  canCreateJobs: z.boolean(),
  createdDate: z.iso.datetime(),
  lastModifiedDate: z.iso.datetime(),
})
export type Account = z.infer<typeof Account>

const noLineBreaks = /^[^\r\n]*$/
const personName = (...checks: Parameters<ReturnType<typeof z.string>['check']>) =>
  z
    .string()
    .check(z.trim(), z.maxLength(100), z.regex(noLineBreaks, 'Line breaks are not allowed.'), ...checks)

export const AccountUpdateInput = z.object({
  firstName: personName(z.minLength(1, 'Your name is required.')),
  lastName: z.optional(z.nullable(personName())),
  langKey: z.string().check(z.trim(), z.minLength(2), z.maxLength(10)),
})
export type AccountUpdateInput = z.infer<typeof AccountUpdateInput>

export const accountMessages = {
  saved: 'Saved!',
  unableToGetUser: 'Unable to get user information.',
} as const

export const FREE_TRIAL_DAYS = 7
export const PAID_PLAN_DAYS_REMAINING = 365
const DAY_MS = 24 * 60 * 60 * 1000

/** Spec §4 "Free trial": 7 minus whole days since the start; paid plans report 365. */
export function trialDaysRemaining(
  account: Pick<Account, 'subscriptionType' | 'subscriptionStartDate'>,
  now: Date = new Date(),
): number {
  if (account.subscriptionType === 'TRIAL_EXPIRED' || account.subscriptionType === 'FREE_TRIAL_EXPIRED') {
    return -1
  }
  if (account.subscriptionType !== 'FREE_TRIAL') return PAID_PLAN_DAYS_REMAINING
  const elapsed = Math.floor((now.getTime() - Date.parse(account.subscriptionStartDate)) / DAY_MS)
  return FREE_TRIAL_DAYS - elapsed
}

export function isTrialExpired(
  account: Pick<Account, 'subscriptionType' | 'subscriptionStartDate'>,
  now?: Date,
): boolean {
  return trialDaysRemaining(account, now) < 0
}
