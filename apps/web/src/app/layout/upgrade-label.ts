import { FREE_TRIAL_DAYS } from '@herald/contracts'

/** Spec §4 "Free trial": the upgrade widget's text, or null when it is hidden (paid plans). */
export function upgradeLabel(daysRemaining: number): string | null {
  if (daysRemaining < 0) return 'Upgrade. Free Trial Expired'
  if (daysRemaining <= FREE_TRIAL_DAYS) return `Upgrade. ${daysRemaining} Free Days Remaining`
  return null
}
