import { billingMessages, type BillingRedirect } from '@herald/contracts'
import { AppError } from '../../platform/http/errors.ts'
import type { Principal } from '../auth/index.ts'
import type { BillingDeps } from './billing-deps.ts'
import { findBillingAccount } from './billing.queries.ts'
import { callStripe } from './call-stripe.ts'
import { requireStripe } from './start-checkout.ts'

/** 'Manage billing': Stripe's customer portal (card, invoices, cancelling), back to /account/billing. */
export async function openPortal(deps: BillingDeps, principal: Principal): Promise<BillingRedirect> {
  const stripe = requireStripe(deps)
  const account = await findBillingAccount(deps.db, principal.userId)
  if (!account) throw new AppError(409, billingMessages.noCustomer)
  const session = await callStripe(deps.log, () =>
    stripe.client.billingPortal.sessions.create({
      customer: account.stripeCustomerId,
      return_url: `${deps.publicUrl}/account/billing`,
    }),
  )
  return { url: session.url }
}
