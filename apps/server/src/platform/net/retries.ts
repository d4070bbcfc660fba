import { setTimeout as sleep } from 'node:timers/promises'
import { CallTimeoutError, type HttpAnswer } from './http-call.ts'

/** Seconds or an HTTP date (RFC 9110 §10.2.3), as milliseconds from now; undefined when absent or unreadable. */
export function retryAfterMs(header: string | string[] | undefined, now = Date.now()): number | undefined {
  const value = Array.isArray(header) ? header[0] : header
  if (!value) return undefined
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000
  const date = Date.parse(value)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}

/** Retries of one exchange, at most, on 429 and 5xx. */
const MAX_RETRIES = 4

/**
 * Sends until the answer is neither 429 nor 5xx (at most MAX_RETRIES more times), waiting the answer's
 * Retry-After on 429 and `backoffMs` doubled per attempt otherwise. A wait that would pass the deadline
 * ends it: a 429 as a timeout, a 5xx by returning that answer.
 */
export async function sendWithRetries(
  send: () => Promise<HttpAnswer>,
  opts: { backoffMs: number; deadline: number },
): Promise<HttpAnswer> {
  for (let attempt = 0; ; attempt++) {
    const answer = await send()
    const retryable = answer.status === 429 || answer.status >= 500
    if (!retryable || attempt >= MAX_RETRIES) return answer
    const backoff = opts.backoffMs * 2 ** attempt
    const wait = answer.status === 429 ? (retryAfterMs(answer.headers['retry-after']) ?? backoff) : backoff
    if (Date.now() + wait >= opts.deadline) {
      if (answer.status === 429) throw new CallTimeoutError('Retry-After is past the deadline')
      return answer
    }
    await sleep(wait)
  }
}
