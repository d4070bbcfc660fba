import { PREPAID_PACK_DAYS } from '@herald/contracts'
import type Stripe from 'stripe'
import type { Executor } from '../../db/client.ts'
import {
  findBillingAccountByCustomer,
  setAccountPlan,
  updateBillingAccount,
  type BillingAccountRow,
} from './billing.queries.ts'
import { planOfPrice } from './plan-prices.ts'
import { checkEventObject } from './stripe-event-shape.ts'

const DAY_MS = 24 * 60 * 60 * 1000
const ENDED = new Set(['canceled', 'unpaid', 'incomplete_expired'])
const PAYING = new Set(['active', 'trialing', 'past_due'])

const fromSeconds = (seconds: number | null | undefined) =>
  seconds === null || seconds === undefined ? null : new Date(seconds * 1000)
const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? undefined)

/** The period end: on the subscription's item (current API versions) or on the subscription (older ones). */
function periodEnd(subscription: Stripe.Subscription): Date | null {
  const item = subscription.items.data[0] as { current_period_end?: number } | undefined
  const legacy = (subscription as { current_period_end?: number }).current_period_end
  return fromSeconds(item?.current_period_end ?? legacy)
}

/** A subscription's state sets the plan: paying → the plan of its price, ended → TRIAL_EXPIRED. */
async function applySubscription(
  tx: Executor,
  now: Date,
  account: BillingAccountRow,
  subscription: Stripe.Subscription,
): Promise<boolean> {
  if (
    account.stripeSubscriptionId &&
    account.stripeSubscriptionId !== subscription.id &&
    !PAYING.has(subscription.status)
  ) {
    return false // an older subscription of this customer ending does not touch the current one
  }
  if (ENDED.has(subscription.status)) {
    await updateBillingAccount(tx, account.userId, {
      stripeSubscriptionId: subscription.id,
      subscriptionStatus: subscription.status,
      cancelsAtPeriodEnd: false,
    })
    await setAccountPlan(tx, account.userId, 'TRIAL_EXPIRED', now)
    return true
  }
  const plan = subscription.items.data[0] ? planOfPrice(subscription.items.data[0].price) : undefined
  if (!plan || !PAYING.has(subscription.status)) return false
  await updateBillingAccount(tx, account.userId, {
    stripeSubscriptionId: subscription.id,
    subscriptionStatus: subscription.status,
    planEndsAt: periodEnd(subscription),
    cancelsAtPeriodEnd: subscription.cancel_at_period_end,
  })
  await setAccountPlan(tx, account.userId, plan, now)
  return true
}

/** A paid Prepaid pack: Premium for PREPAID_PACK_DAYS more, from today or from the end of the packs before. */
async function applyPrepaidPack(tx: Executor, now: Date, account: BillingAccountRow): Promise<boolean> {
  const start = account.planEndsAt && account.planEndsAt > now ? account.planEndsAt : now
  await updateBillingAccount(tx, account.userId, {
    planEndsAt: new Date(start.getTime() + PREPAID_PACK_DAYS * DAY_MS),
  })
  await setAccountPlan(tx, account.userId, 'PREMIUM', now)
  return true
}

function invoicePeriodEnd(invoice: Stripe.Invoice): Date | null {
  const ends = invoice.lines.data.map((line) => line.period.end)
  return ends.length > 0 ? fromSeconds(Math.max(...ends)) : null
}

function paymentFailure(invoice: Stripe.Invoice): string {
  const amount = `${invoice.currency.toUpperCase()} ${(invoice.amount_due / 100).toFixed(2)}`
  const retry = fromSeconds(invoice.next_payment_attempt)
  return (
    `The payment of ${amount} failed.` +
    (retry ? ` Stripe tries again on ${retry.toISOString().slice(0, 10)}.` : '') +
    ' Update your card in Manage billing.'
  )
}

/**
 * Applies one verified event to the account of its customer; false when it concerns nothing of Herald's.
 * Throws MalformedStripeEvent when the object lacks what its type needs.
 */
export async function applyStripeEvent(
  tx: Executor,
  now: Date,
  event: Stripe.Event,
  checkoutSubscription: Stripe.Subscription | undefined,
): Promise<boolean> {
  const object = event.data.object as { customer?: string | { id: string } | null }
  const customer = idOf(object.customer)
  const account = customer ? await findBillingAccountByCustomer(tx, customer) : undefined
  if (!account) return false
  checkEventObject(event)
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object
      if (session.mode === 'subscription' && checkoutSubscription) {
        return applySubscription(tx, now, account, checkoutSubscription)
      }
      if (
        session.mode === 'payment' &&
        session.payment_status === 'paid' &&
        session.metadata?.['herald_offer'] === 'PREPAID'
      ) {
        return applyPrepaidPack(tx, now, account)
      }
      return false
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return applySubscription(tx, now, account, event.data.object)
    case 'invoice.paid': {
      const invoice = event.data.object
      await updateBillingAccount(tx, account.userId, {
        planEndsAt: invoicePeriodEnd(invoice) ?? account.planEndsAt,
        paymentFailedAt: null,
        paymentFailure: null,
      })
      return true
    }
    case 'invoice.payment_failed': {
      const invoice = event.data.object
      await updateBillingAccount(tx, account.userId, {
        paymentFailedAt: fromSeconds(event.created),
        paymentFailure: paymentFailure(invoice),
      })
      return true
    }
    default:
      return false
  }
}
