import type { SubscriptionType } from '../account.ts'
import { PREPAID_PACK_DAYS, type PlanOfferId } from '../billing.ts'

/** What the Standard plan cannot do (spec §6); every other plan (trial, Premium, Enterprise) can. */
export type PlanFeature = 'automatedInput' | 'excelExport' | 'disableEmails'

export function hasPremiumFeatures(plan: SubscriptionType): boolean {
  return plan !== 'STANDARD'
}

/** Spec §1/§6: PDFs by SFTP are for Premium and Enterprise only (not the trial, not Standard). */
export function hasSftpAccess(plan: SubscriptionType): boolean {
  return plan === 'PREMIUM' || plan === 'ENTERPRISE'
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
  sftpNotOnPlan: 'SFTP download is available on the Premium and Enterprise plans. Upgrade to Premium.',
} as const

export interface PlanOffer {
  id: PlanOfferId
  name: string
  price: string
  period: string
  points: readonly string[]
}

/** The paid plans of spec §1 / §9, as the Pricing page and the plan picker show them. */
export const PLANS: readonly PlanOffer[] = [
  {
    id: 'STANDARD',
    name: 'Standard',
    price: 'USD 50',
    period: '/month',
    points: [
      'Scheduled PDF and PPTX reports',
      'Filters and recipients per row',
      'Emails always sent',
      // Every plan (ADR 0049): links instead of attachments, and password-protected files.
      'Secure download links and password-protected files',
    ],
  },
  {
    id: 'PREMIUM',
    name: 'Premium',
    price: 'USD 100',
    period: '/month',
    points: [
      'Everything in Standard',
      'Automated filter input',
      'Excel export of table visuals',
      'SFTP download',
    ],
  },
  {
    id: 'PREPAID',
    name: 'Prepaid',
    price: 'USD 200',
    period: '/pack',
    points: [
      'Paid once per pack',
      `Premium for ${PREPAID_PACK_DAYS} days per pack`,
      'No monthly subscription',
    ],
  },
]
