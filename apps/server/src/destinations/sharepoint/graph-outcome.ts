import { destinationMessages } from '@herald/contracts'
import type { HttpAnswer } from '../../platform/net/http-call.ts'
import { retryAfterMs } from '../../platform/net/retries.ts'
import type { DeliveryOutcome } from '../destination.ts'
import { graphErrorOf } from './graph-call.ts'

/**
 * A Graph answer that is not a success, as an outcome (ADR 0052): 404 itemNotFound and 403 accessDenied fail
 * with what to check; 401 (already refreshed once) asks for a new sign-in; 408, 429 and 5xx are retried (after
 * their Retry-After); any other 4xx fails with Graph's own words.
 */
export function graphOutcome(answer: HttpAnswer, what: string): DeliveryOutcome {
  const { status } = answer
  const error = graphErrorOf(answer)
  const said = `${error.code}${error.message ? `: ${error.message}` : ''}`
  if (status === 404) return { kind: 'failed', error: destinationMessages.sharePointNotFound(what) }
  if (status === 403) return { kind: 'failed', error: destinationMessages.sharePointDenied(what) }
  if (status === 401) return { kind: 'failed', error: destinationMessages.sharePointSignInAgain }
  if (status === 408 || status === 429 || status >= 500) {
    const wait = retryAfterMs(answer.headers['retry-after'])
    return {
      kind: 'retry',
      error: `Microsoft Graph answered ${status} (${said}).`,
      retryAfterSeconds: wait === undefined ? undefined : Math.ceil(wait / 1000),
    }
  }
  return { kind: 'failed', error: `Microsoft Graph refused the upload to ${what} (${said}).` }
}
