import type { ProductUsage, SubscriptionType } from '@herald/contracts'
import { formatDateOf } from '../../../lib/format-date.ts'

export const PLAN_NAMES: Record<SubscriptionType, string> = {
  FREE_TRIAL: 'Free trial',
  STANDARD: 'Standard',
  PREMIUM: 'Premium',
  ENTERPRISE: 'Enterprise',
  TRIAL_EXPIRED: 'No plan (trial expired)',
  FREE_TRIAL_EXPIRED: 'No plan (trial expired)',
}

/** The day a plan renews or ends, in the reader's zone, with its label: '1 Dec 2026 (EST)'. */
const dateOf = (iso: string) => formatDateOf(iso)

/** One line under the plan's name: the trial's days (spec §4), or when the paid plan renews or ends. */
export function planStatus(usage: ProductUsage): string {
  if (usage.daysRemaining < 0) return 'Free trial expired: choose a plan to run jobs again.'
  if (usage.plan === 'FREE_TRIAL') {
    return usage.daysRemaining === 1 ? '1 free day remaining' : `${usage.daysRemaining} free days remaining`
  }
  const ends = usage.billing.planEndsAt
  if (!ends) return 'Paid plan'
  if (usage.billing.cancelsAtPeriodEnd) return `Ends on ${dateOf(ends)}`
  return usage.billing.hasCustomer && usage.plan !== 'ENTERPRISE' ? `Paid until ${dateOf(ends)}` : 'Paid plan'
}

/** 1536 → '1.5 KB'. */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB']
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  return unit === 0 ? `${value} bytes` : `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`
}
