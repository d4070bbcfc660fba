import type { Config } from '../../config.ts'
import type { StripeGateway } from './billing-deps.ts'
import { createPriceFinder } from './plan-prices.ts'

/**
 * Stripe when it is configured; otherwise plans are set by the administrator. The SDK is loaded only then: a
 * Herald without Stripe does not pay for importing it at start.
 */
export async function createBillingGateway(config: Config['stripe']): Promise<StripeGateway | undefined> {
  if (!config) return undefined
  const { createStripeClient } = await import('./stripe-client.ts')
  const client = createStripeClient(config)
  return { client, webhookSecret: config.webhookSecret, findPrice: createPriceFinder(client) }
}
