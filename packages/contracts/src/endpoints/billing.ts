import { BillingRedirect, CheckoutInput, ProductUsage, WebhookReceipt } from '../billing.ts'
import { defineEndpoint, errors } from '../endpoint.ts'

const common = { tag: 'Billing' } as const

/** Spec §7 `api/product-usage/`, and card payments through Stripe (ADR 0025). */
export const billingApi = {
  usage: defineEndpoint({
    ...common,
    access: 'user',
    method: 'GET',
    path: '/api/product-usage/',
    summary:
      "The plan, the trial's days remaining and this month's usage per day (jobs, runs, files, emails, storage)",
    responses: { 200: ProductUsage },
  }),
  checkout: defineEndpoint({
    ...common,
    access: 'user',
    method: 'POST',
    path: '/api/billing/checkout',
    summary: 'Start a Stripe Checkout for Standard, Premium or a Prepaid pack; answers the page to open',
    description: '409 when card payments are not set up on this server (plans are set by the administrator).',
    body: CheckoutInput,
    responses: { 200: BillingRedirect, ...errors(409, 502) },
  }),
  portal: defineEndpoint({
    ...common,
    access: 'user',
    method: 'POST',
    path: '/api/billing/portal',
    summary: "Open Stripe's customer portal (cards, invoices, cancel); answers the page to open",
    responses: { 200: BillingRedirect, ...errors(409, 502) },
  }),
  webhook: defineEndpoint({
    ...common,
    access: 'public',
    method: 'POST',
    path: '/api/billing/stripe-webhook',
    summary: "Stripe's events, signed with the endpoint secret (Stripe-Signature); an event is applied once",
    description:
      'Refused (400) without a valid signature, outside the 5-minute tolerance, or when a signed event cannot be read (audited as STRIPE_EVENT_REJECTED); an event id already received is acknowledged and not applied again.',
    responses: { 200: WebhookReceipt, ...errors(400, 404) },
  }),
}
