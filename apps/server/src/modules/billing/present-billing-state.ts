import type { BillingState } from '@herald/contracts'
import type { BillingAccountRow } from './billing.queries.ts'

export function presentBillingState(enabled: boolean, row: BillingAccountRow | undefined): BillingState {
  return {
    enabled,
    hasCustomer: enabled && row !== undefined,
    planEndsAt: row?.planEndsAt?.toISOString() ?? null,
    cancelsAtPeriodEnd: row?.cancelsAtPeriodEnd ?? false,
    paymentFailedAt: row?.paymentFailedAt?.toISOString() ?? null,
    paymentFailure: row?.paymentFailure ?? null,
  }
}
