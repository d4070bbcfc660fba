import type { SubscriptionType } from '../account.ts'

/** What the Standard plan cannot do (spec §6); every other plan (trial, Premium, Enterprise) can. */
export type PlanFeature = 'automatedInput' | 'excelExport' | 'disableEmails'

export function hasPremiumFeatures(plan: SubscriptionType): boolean {
  return plan !== 'STANDARD'
}

export const planMessages = {
  upgradePremium: 'Upgrade to premium',
  upgradePremiumExcel: 'Upgrade to Premium',
  notOnStandard: (feature: PlanFeature) =>
    ({
      automatedInput: 'Automated Input is not available on the Standard plan. Upgrade to Premium.',
      excelExport: 'Excel export is not available on the Standard plan. Upgrade to Premium.',
      disableEmails:
        'Emails are always enabled on the Standard plan. Upgrade to Premium or Enterprise to disable emails.',
    })[feature],
} as const
