import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt, updatedAt } from './timestamps.ts'
import { userIdColumn } from './users.ts'

/** An account's Stripe customer and the paid plan Stripe's events set (ADR 0025); never in `users`. */
export const billingAccounts = pgTable('billing_accounts', {
  userId: userIdColumn().primaryKey(),
  stripeCustomerId: text('stripe_customer_id').notNull().unique(),
  stripeSubscriptionId: text('stripe_subscription_id'),
  subscriptionStatus: text('subscription_status'),
  planEndsAt: timestamp('plan_ends_at', { withTimezone: true }),
  cancelsAtPeriodEnd: boolean('cancels_at_period_end').notNull().default(false),
  paymentFailedAt: timestamp('payment_failed_at', { withTimezone: true }),
  paymentFailure: text('payment_failure'),
  createdAt,
  updatedAt,
})

/** Every Stripe event id received, stored once: a replayed delivery is refused. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
})
