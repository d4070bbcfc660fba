import { destinationMessages, hasDestinations, type SubscriptionType } from '@herald/contracts'
import { AppError } from '../../platform/http/errors.ts'

/** Standard sends email only (ADR 0048): a 403 saying so. */
export function requireDestinationsPlan(plan: string): void {
  if (!hasDestinations(plan as SubscriptionType)) throw new AppError(403, destinationMessages.notOnPlan)
}
