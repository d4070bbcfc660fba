import { billingMessages } from '@herald/contracts'
import type Stripe from 'stripe'
import { AppError } from '../../platform/http/errors.ts'
import type { BillingDeps } from './billing-deps.ts'
import { recordStripeEvent } from './billing.queries.ts'
import { applyStripeEvent } from './apply-stripe-event.ts'
import { callStripe } from './call-stripe.ts'

/** Stripe's default: a signature older than 5 minutes is a replay (or clocks far apart). */
const TOLERANCE_SECONDS = 300

/** Checks the signature with the SDK on the raw body; a wrong, missing or stale one is refused. */
function verifiedEvent(
  stripe: Stripe,
  secret: string,
  body: string,
  signature: string | undefined,
): Stripe.Event {
  if (!signature) throw new AppError(400, billingMessages.signatureMissing)
  try {
    return stripe.webhooks.constructEvent(body, signature, secret, TOLERANCE_SECONDS)
  } catch (error) {
    const stale = error instanceof Error && /tolerance/i.test(error.message)
    throw new AppError(400, stale ? billingMessages.signatureExpired : billingMessages.signatureInvalid)
  }
}

/** The subscription a completed Checkout created, read from Stripe before the transaction. */
async function checkoutSubscription(deps: BillingDeps, stripe: Stripe, event: Stripe.Event) {
  if (event.type !== 'checkout.session.completed') return undefined
  const subscription = event.data.object.subscription
  if (!subscription) return undefined
  if (typeof subscription !== 'string') return subscription
  return callStripe(deps.log, () => stripe.subscriptions.retrieve(subscription))
}

/**
 * POST webhook: a verified event is stored once by its id and applied in the same transaction; an event id
 * already received is acknowledged (Stripe redelivers until it gets a 2xx) and not applied again.
 */
export async function receiveWebhook(
  deps: BillingDeps,
  body: string,
  signature: string | undefined,
): Promise<{ received: boolean; applied: boolean }> {
  if (!deps.stripe) throw new AppError(404, billingMessages.setByAdministrator)
  const { client, webhookSecret } = deps.stripe
  const event = verifiedEvent(client, webhookSecret, body, signature)
  const subscription = await checkoutSubscription(deps, client, event)
  return deps.db.transaction(async (tx) => {
    if (!(await recordStripeEvent(tx, event.id, event.type))) return { received: true, applied: false }
    const applied = await applyStripeEvent(tx, deps.clock(), event, subscription)
    deps.log.info({ eventId: event.id, type: event.type, applied }, 'Stripe event received')
    return { received: true, applied }
  })
}
