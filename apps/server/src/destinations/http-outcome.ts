import { CallTimeoutError, type HttpAnswer } from '../platform/net/http-call.ts'
import { PrivateAddressError } from '../platform/net/outbound-guard.ts'
import { retryAfterMs } from '../platform/net/retries.ts'
import type { DeliveryOutcome } from './destination.ts'

/** Errors raised before anything was sent: the request certainly did not arrive. */
const NOT_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH'])

/**
 * An HTTP destination's answer as an outcome (ADR 0048): 2xx sent; 408, 429 and 5xx retried (429 after its
 * Retry-After); any other 4xx refused for good.
 */
export function outcomeOfAnswer(answer: HttpAnswer, service: string): DeliveryOutcome {
  const { status } = answer
  if (status >= 200 && status < 300) return { kind: 'sent', detail: `${service} answered ${status}` }
  const said = answer.body.toString('utf8').replace(/\s+/g, ' ').trim().slice(0, 200)
  const error = `${service} answered ${status}${said ? `: ${said}` : ''}`
  if (status === 408 || status === 429 || status >= 500) {
    const wait = retryAfterMs(answer.headers['retry-after'])
    return {
      kind: 'retry',
      error,
      retryAfterSeconds: wait === undefined ? undefined : Math.ceil(wait / 1000),
    }
  }
  return { kind: 'failed', error }
}

/** A call that got no answer: refused or unresolvable before sending (retry), or cut off after (unknown). */
export function outcomeOfError(err: unknown, service: string): DeliveryOutcome {
  if (err instanceof PrivateAddressError)
    return {
      kind: 'failed',
      error: `${service}: ${err.host} is a private address that no administrator allowed.`,
    }
  const code = (err as { code?: string }).code
  const message = err instanceof Error ? err.message : String(err)
  if (code && NOT_SENT.has(code))
    return { kind: 'retry', error: `${service} could not be reached: ${message}` }
  if (err instanceof CallTimeoutError)
    return { kind: 'unknown', error: `${service} did not answer in time; the message may have arrived.` }
  return {
    kind: 'unknown',
    error: `${service}: the connection broke off (${message}); the message may have arrived.`,
  }
}
