import { z } from 'zod/mini'
import { SubscriptionType } from './account.ts'

/** The offers a 'Choose …' button buys (spec §1): two monthly subscriptions and a one-time pack. */
export const PlanOfferId = z.enum(['STANDARD', 'PREMIUM', 'PREPAID'])
export type PlanOfferId = z.infer<typeof PlanOfferId>

/** Days of Premium one Prepaid pack buys (ADR 0025); packs bought while one runs add up. */
export const PREPAID_PACK_DAYS = 90

const count = z.int().check(z.minimum(0))

export const UsageFigures = z.object({
  jobs: count,
  runs: count,
  files: count,
  emails: count,
  storageBytes: count,
})
export type UsageFigures = z.infer<typeof UsageFigures>

export const UsageDay = z.object({
  date: z.iso.date(),
  ...UsageFigures.shape,
})
export type UsageDay = z.infer<typeof UsageDay>

/** Card payments through Stripe: whether they are set up, and the account's billing state there. */
export const BillingState = z.object({
  /** Off: plans are set by the administrator. */
  enabled: z.boolean(),
  /** The account has a Stripe customer: 'Manage billing' opens the customer portal. */
  hasCustomer: z.boolean(),
  /** When the paid plan ends or renews (subscription period end, or the end of the prepaid packs). */
  planEndsAt: z.nullable(z.iso.datetime()),
  /** The subscription will not renew at planEndsAt. */
  cancelsAtPeriodEnd: z.boolean(),
  /** The last failed payment not followed by a paid invoice. */
  paymentFailedAt: z.nullable(z.iso.datetime()),
  paymentFailure: z.nullable(z.string()),
})
export type BillingState = z.infer<typeof BillingState>

/** GET api/product-usage/: the plan, trial days remaining (spec §4) and this month's usage per day (UTC). */
export const ProductUsage = z.object({
  plan: SubscriptionType,
  daysRemaining: z.int(),
  canCreateJobs: z.boolean(),
  /** The calendar month counted, 'YYYY-MM' (UTC). */
  month: z.string(),
  totals: UsageFigures,
  days: z.array(UsageDay),
  billing: BillingState,
})
export type ProductUsage = z.infer<typeof ProductUsage>

export const CheckoutInput = z.object({ offer: PlanOfferId })
export type CheckoutInput = z.infer<typeof CheckoutInput>

/** Where the browser goes next: a Stripe Checkout or customer-portal page. */
export const BillingRedirect = z.object({ url: z.url() })
export type BillingRedirect = z.infer<typeof BillingRedirect>

/** A webhook answer: `applied` is false for an event id already received (acknowledged, not applied again). */
export const WebhookReceipt = z.object({ received: z.boolean(), applied: z.boolean() })

export const billingMessages = {
  setByAdministrator:
    'Plans are set by the administrator: card payments are not set up on this server. Contact your administrator to change your plan.',
  /** The same fact told to an administrator, who is the one to act (ADR 0051). */
  setByYou:
    "Card payments are not set up on this server: as an administrator you set each account's plan under Admin → Users. To take card payments, set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (see the README).",
  noCustomer: 'There is no billing account yet. Choose a plan first.',
  providerFailed: 'The payment provider could not be reached. Try again in a moment.',
  signatureMissing: 'The Stripe-Signature header is missing.',
  signatureInvalid: 'The webhook signature is not valid.',
  signatureExpired:
    'The webhook signature is older than the 5-minute tolerance: the event was replayed or the clocks differ.',
  eventMalformed: (problem: string) =>
    `The webhook event is signed but Herald cannot read it (${problem}); it was not applied.`,
} as const
