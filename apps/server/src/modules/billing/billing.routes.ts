import { billingApi } from '@herald/contracts'
import type { FastifyInstance } from 'fastify'
import { route } from '../../platform/http/route.ts'
import type { BillingDeps } from './billing-deps.ts'
import { getProductUsage } from './get-product-usage.ts'
import { openPortal } from './open-portal.ts'
import { receiveWebhook } from './receive-webhook.ts'
import { startCheckout } from './start-checkout.ts'

/** Webhook bodies are small JSON documents; Stripe's own are far below this. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024

/** Spec §7 `api/product-usage/`, Stripe Checkout and portal, and Stripe's webhook (ADR 0025). */
export function registerBillingRoutes(app: FastifyInstance, deps: BillingDeps): void {
  route(app, billingApi.usage, async (request) => getProductUsage(deps, request.caller.userId))
  route(app, billingApi.checkout, async (request) => startCheckout(deps, request.caller, request.body.offer))
  route(app, billingApi.portal, async (request) => openPortal(deps, request.caller))

  // The signature covers the exact bytes Stripe sent: the webhook reads its body raw, in its own context.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_req, body, done) => done(null, body),
    )
    route(
      scope,
      billingApi.webhook,
      async (request) => {
        const signature = request.headers['stripe-signature']
        return receiveWebhook(
          deps,
          typeof request.body === 'string' ? request.body : '',
          typeof signature === 'string' ? signature : undefined,
        )
      },
      { passthrough: true },
    )
  })
}
