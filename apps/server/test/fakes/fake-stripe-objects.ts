import { list, nowSeconds, stripeId, type Json } from './fake-stripe-http.ts'

const MONTH_SECONDS = 30 * 24 * 60 * 60

/** An active subscription to one price, its period on the item (as current API versions have it). */
export function stripeSubscription(customer: string, price: Json): Json {
  const start = nowSeconds()
  const id = stripeId('sub')
  return {
    id,
    object: 'subscription',
    customer,
    status: 'active',
    cancel_at_period_end: false,
    canceled_at: null,
    ended_at: null,
    created: start,
    start_date: start,
    livemode: false,
    metadata: {},
    items: list(`/v1/subscription_items?subscription=${id}`, [
      {
        id: stripeId('si'),
        object: 'subscription_item',
        price,
        quantity: 1,
        subscription: id,
        current_period_start: start,
        current_period_end: start + MONTH_SECONDS,
      },
    ]),
  }
}

/** The subscription's invoice for its current period: paid, or open with the next attempt scheduled. */
export function stripeInvoice(subscription: Json, status: 'paid' | 'open'): Json {
  const item = (subscription['items'] as { data: Json[] }).data[0]!
  const price = item['price'] as Json
  return {
    id: stripeId('in'),
    object: 'invoice',
    customer: subscription['customer'],
    status,
    currency: 'usd',
    amount_due: price['unit_amount'],
    amount_paid: status === 'paid' ? price['unit_amount'] : 0,
    attempt_count: 1,
    next_payment_attempt: status === 'open' ? nowSeconds() + 3 * 24 * 60 * 60 : null,
    parent: { type: 'subscription_details', subscription_details: { subscription: subscription['id'] } },
    lines: list(`/v1/invoices/lines`, [
      {
        id: stripeId('il'),
        object: 'line_item',
        amount: price['unit_amount'],
        period: { start: item['current_period_start'], end: item['current_period_end'] },
      },
    ]),
  }
}
