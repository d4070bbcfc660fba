import { createHmac } from 'node:crypto'
import { stripeId, nowSeconds, type Json } from './fake-stripe-http.ts'

export const FAKE_API_VERSION = '2025-10-29.clover'

/** An event as Stripe sends it to a webhook endpoint. */
export function stripeEvent(type: string, object: Json): Json {
  return {
    id: stripeId('evt'),
    object: 'event',
    api_version: FAKE_API_VERSION,
    created: nowSeconds(),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  }
}

/** Stripe's signature: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.payload" with the endpoint secret>`. */
export function signatureHeader(secret: string, payload: string, timestamp = nowSeconds()): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex')
  return `t=${timestamp},v1=${v1}`
}

export interface Delivery {
  status: number
  body: string
}

/** POSTs the payload to the endpoint as Stripe does (JSON, Stripe-Signature); headers can be overridden. */
export async function deliver(
  url: string,
  payload: string,
  headers: Record<string, string>,
): Promise<Delivery> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      accept: '*/*; q=0.5, application/xml',
      ...headers,
    },
    body: payload,
  })
  return { status: response.status, body: await response.text() }
}
