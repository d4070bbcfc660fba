import Stripe from 'stripe'
import type { Config } from '../../config.ts'

export type StripeConfig = NonNullable<Config['stripe']>

/**
 * The official SDK, pointed at Stripe — or, with STRIPE_API_URL, at another host speaking Stripe's API
 * (a proxy, or the fake Stripe server of the tests).
 */
export function createStripeClient(config: StripeConfig): Stripe {
  const base = config.apiUrl ? new URL(config.apiUrl) : undefined
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 30_000,
    appInfo: { name: 'Herald' },
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'http:' ? 80 : 443),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  })
}
