import type { Config } from '../../config.ts'
import type { StripeGateway } from './billing-deps.ts'
import { createPriceFinder } from './plan-prices.ts'
import { createStripeClient } from './stripe-client.ts'

/** Stripe when it is configured; otherwise plans are set by the administrator. */
export function createBillingGateway(config: Config['stripe']): StripeGateway | undefined {
  if (!config) return undefined
  const client = createStripeClient(config)
  return { client, webhookSecret: config.webhookSecret, findPrice: createPriceFinder(client) }
}
