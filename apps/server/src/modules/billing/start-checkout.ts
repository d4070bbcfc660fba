import { billingMessages, type BillingRedirect, type PlanOfferId } from '@herald/contracts'
import { AppError } from '../../platform/http/errors.ts'
import type { Principal } from '../auth/index.ts'
import type { BillingDeps, StripeGateway } from './billing-deps.ts'
import { findBillingAccount, insertBillingAccount } from './billing.queries.ts'
import { callStripe } from './call-stripe.ts'

/** The gateway, or 409: without Stripe, plans are set by the administrator. */
export function requireStripe(deps: BillingDeps): StripeGateway {
  if (!deps.stripe) throw new AppError(409, billingMessages.setByAdministrator)
  return deps.stripe
}

/** The account's Stripe customer, created (and stored in billing_accounts) the first time. */
async function customerOf(deps: BillingDeps, stripe: StripeGateway, principal: Principal): Promise<string> {
  const existing = await findBillingAccount(deps.db, principal.userId)
  if (existing) return existing.stripeCustomerId
  const customer = await callStripe(deps.log, () =>
    stripe.client.customers.create({
      email: principal.email,
      metadata: { herald_user_id: principal.userId },
    }),
  )
  return (await insertBillingAccount(deps.db, principal.userId, customer.id)).stripeCustomerId
}

/** 'Choose Standard / Premium / Prepaid': a Stripe Checkout page for the offer's price. */
export async function startCheckout(
  deps: BillingDeps,
  principal: Principal,
  offer: PlanOfferId,
): Promise<BillingRedirect> {
  const stripe = requireStripe(deps)
  const customer = await customerOf(deps, stripe, principal)
  const price = await callStripe(deps.log, () => stripe.findPrice(offer))
  const session = await callStripe(deps.log, () =>
    stripe.client.checkout.sessions.create({
      mode: offer === 'PREPAID' ? 'payment' : 'subscription',
      customer,
      client_reference_id: principal.userId,
      line_items: [{ price, quantity: 1 }],
      metadata: { herald_offer: offer },
      success_url: `${deps.publicUrl}/account/billing?checkout=done`,
      cancel_url: `${deps.publicUrl}/account/billing?checkout=cancelled`,
    }),
  )
  if (!session.url) throw new AppError(502, billingMessages.providerFailed)
  return { url: session.url }
}
