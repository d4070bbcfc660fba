import { billingMessages } from '@herald/contracts'
import type Stripe from 'stripe'
import { AppError } from '../../platform/http/errors.ts'
import { recordAuditEvent } from '../audit/index.ts'
import type { BillingDeps } from './billing-deps.ts'
import { recordStripeEvent } from './billing.queries.ts'
import { applyStripeEvent } from './apply-stripe-event.ts'
import { callStripe } from './call-stripe.ts'
import { envelopeProblem, MalformedStripeEvent } from './stripe-event-shape.ts'

/** Stripe's default: a signature older than 5 minutes is a replay (or clocks far apart). */
const TOLERANCE_SECONDS = 300

/** A correctly signed body that is not JSON. */
const NOT_JSON = Symbol('not JSON')

/** Checks the signature with the SDK on the raw body; a wrong, missing or stale one is refused. */
function verifiedEvent(
  stripe: Stripe,
  secret: string,
  body: string,
  signature: string | undefined,
): Stripe.Event | typeof NOT_JSON {
  if (!signature) throw new AppError(400, billingMessages.signatureMissing)
  try {
    return stripe.webhooks.constructEvent(body, signature, secret, TOLERANCE_SECONDS)
  } catch (error) {
    // The SDK parses the body only once the signature is right.
    if (error instanceof SyntaxError) return NOT_JSON
    const stale = error instanceof Error && /tolerance/i.test(error.message)
    throw new AppError(400, stale ? billingMessages.signatureExpired : billingMessages.signatureInvalid)
  }
}

/**
 * A signed event Herald cannot read is refused (400: Stripe shows it failed and retries; an operator
 * sees why) and audited — it came with the webhook secret, so it is worth an operator's look.
 */
async function refuseMalformed(deps: BillingDeps, event: unknown, problem: string): Promise<never> {
  const fields = (event ?? {}) as { id?: unknown; type?: unknown }
  const data = {
    eventId: typeof fields.id === 'string' ? fields.id : '',
    eventType: typeof fields.type === 'string' ? fields.type : '',
    problem,
  }
  await recordAuditEvent(deps.db, { principal: 'stripe', type: 'STRIPE_EVENT_REJECTED', data })
  deps.log.warn(data, 'Stripe event refused: malformed')
  throw new AppError(400, billingMessages.eventMalformed(problem))
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
  if (event === NOT_JSON) return refuseMalformed(deps, undefined, 'the body is not JSON')
  const problem = envelopeProblem(event)
  if (problem) return refuseMalformed(deps, event, problem)
  const subscription = await checkoutSubscription(deps, client, event)
  try {
    return await deps.db.transaction(async (tx) => {
      if (!(await recordStripeEvent(tx, event.id, event.type))) return { received: true, applied: false }
      const applied = await applyStripeEvent(tx, deps.clock(), event, subscription)
      deps.log.info({ eventId: event.id, type: event.type, applied }, 'Stripe event received')
      return { received: true, applied }
    })
  } catch (err) {
    // Rolled back with its event id, so a corrected redelivery is applied.
    if (err instanceof MalformedStripeEvent) return refuseMalformed(deps, event, err.message)
    throw err
  }
}
