import { billingMessages } from '@herald/contracts'
import { AppError } from '../../platform/http/errors.ts'
import type { Logger } from '../../platform/log.ts'

/** A Stripe call; its failure is logged with Stripe's reason and answered 502 with what to do. */
export async function callStripe<T>(log: Logger, call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (error instanceof AppError) throw error
    log.error({ err: error }, 'Stripe call failed')
    throw new AppError(502, billingMessages.providerFailed)
  }
}
