import type Stripe from 'stripe'
import type { Database } from '../../db/client.ts'
import type { Logger } from '../../platform/log.ts'
import type { PlanOfferId } from '@herald/contracts'

/** Stripe, when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set. */
export interface StripeGateway {
  client: Stripe
  webhookSecret: string
  findPrice: (offer: PlanOfferId) => Promise<string>
}

export interface BillingDeps {
  db: Database
  clock: () => Date
  log: Logger
  publicUrl: string
  stripe: StripeGateway | undefined
}
