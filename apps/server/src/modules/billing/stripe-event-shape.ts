import { z } from 'zod'

/**
 * What Herald reads of a Stripe event, checked after the signature and before it is applied: a correctly
 * signed event of another shape — an API version Herald does not know, a hand-made payload — is refused
 * with the field at fault instead of failing inside the transaction. The envelope is checked first; the
 * object's fields only for an event about one of Herald's accounts (others are acknowledged unread).
 */
const idOrObject = z.union([z.string(), z.looseObject({ id: z.string() })])
const customer = z.object({ customer: z.union([idOrObject, z.null()]).optional() })

const subscription = z.looseObject({
  id: z.string(),
  status: z.string(),
  cancel_at_period_end: z.boolean(),
  current_period_end: z.number().optional(),
  items: z.looseObject({
    data: z.array(
      z.looseObject({
        current_period_end: z.number().optional(),
        price: z.looseObject({ lookup_key: z.string().nullable().optional() }),
      }),
    ),
  }),
})

const objectOf: Record<string, z.ZodType> = {
  'checkout.session.completed': z.looseObject({
    mode: z.string().nullable().optional(),
    payment_status: z.string().nullable().optional(),
    metadata: z.record(z.string(), z.string()).nullable().optional(),
    subscription: z.union([z.string(), subscription, z.null()]).optional(),
  }),
  'customer.subscription.created': subscription,
  'customer.subscription.updated': subscription,
  'customer.subscription.deleted': subscription,
  'invoice.paid': z.looseObject({
    lines: z.looseObject({ data: z.array(z.looseObject({ period: z.looseObject({ end: z.number() }) })) }),
  }),
  'invoice.payment_failed': z.looseObject({
    currency: z.string(),
    amount_due: z.number(),
    next_payment_attempt: z.number().nullable().optional(),
  }),
}

const envelope = z.looseObject({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  created: z.number(),
  data: z.looseObject({ object: z.looseObject(customer.shape) }),
})

/** The event's envelope (id, type, created, data.object with its customer): its first problem, or undefined. */
export function envelopeProblem(event: unknown): string | undefined {
  const head = envelope.safeParse(event)
  return head.success ? undefined : describe(head.error)
}

/** A signed event whose object lacks what Herald reads for its type (checked once it concerns an account). */
export class MalformedStripeEvent extends Error {
  override name = 'MalformedStripeEvent'
}

/** Throws MalformedStripeEvent when the object of an event Herald applies lacks what it reads. */
export function checkEventObject(event: { type: string; data: { object: unknown } }): void {
  const result = objectOf[event.type]?.safeParse(event.data.object)
  if (result && !result.success) throw new MalformedStripeEvent(describe(result.error, ['data', 'object']))
}

function describe(error: z.ZodError, prefix: string[] = []): string {
  const issue = error.issues[0]!
  const path = [...prefix, ...issue.path.map(String)].join('.')
  return `${path || 'the event'}: ${issue.message}`
}
