import { createSemaphore, type Semaphore } from '../../platform/browser/fifo-semaphore.ts'
import { guardedAgents, httpCall, type GuardedAgents, type HttpAnswer } from '../../platform/net/http-call.ts'
import { createOutboundGuard, type OutboundGuard } from '../../platform/net/outbound-guard.ts'
import { sendWithRetries } from '../../platform/net/retries.ts'

/**
 * What every HTTP connector of this process shares (ADR 0057): the outbound guard (DESIGN.md §8.9) and its
 * kept-alive connections, the budget of a call when the job sets none, and the first backoff after a 5xx.
 */
export interface HttpBase {
  guard: OutboundGuard
  agents: GuardedAgents
  /** Per call when the job sets no timeout. */
  defaultTimeoutMs: number
  /** First wait after a 5xx or a 429 without Retry-After; doubles per attempt. */
  backoffMs: number
}

export function createHttpBase(options: {
  allowedHosts: string[]
  defaultTimeoutMs?: number | undefined
  backoffMs?: number | undefined
}): HttpBase {
  const guard = createOutboundGuard(options.allowedHosts)
  return {
    guard,
    agents: guardedAgents(guard),
    defaultTimeoutMs: options.defaultTimeoutMs ?? 120_000,
    backoffMs: options.backoffMs ?? 500,
  }
}

/** One cap per key (a Tableau site, a Power BI capacity or linked account), made on first use: `limit` calls in flight. */
export function keyedSlots<K>(limit: number): (key: K) => Semaphore {
  const slots = new Map<K, Semaphore>()
  return (key) => {
    let slot = slots.get(key)
    if (!slot) slots.set(key, (slot = createSemaphore(limit)))
    return slot
  }
}

/** Runs `work` holding a slot of each cap, taken in the order given and given back in reverse. */
export async function underCaps<T>(caps: readonly Semaphore[], work: () => Promise<T>): Promise<T> {
  const [first, ...rest] = caps
  if (!first) return work()
  const release = await first.acquire()
  try {
    return await underCaps(rest, work)
  } finally {
    release()
  }
}

export interface ExchangeRequest {
  url: URL
  method: 'GET' | 'POST'
  headers: Record<string, string>
  body?: string | undefined
  deadline: number
}

/**
 * One exchange with a BI server through the guard, cut at the deadline, waiting out 429 (Retry-After) and 5xx
 * with backoff (platform/net/retries.ts). With `cap`, each attempt holds one of its slots while on the wire.
 */
export function exchange(base: HttpBase, request: ExchangeRequest, cap?: Semaphore): Promise<HttpAnswer> {
  const { body, ...rest } = request
  const call = { ...rest, ...(body === undefined ? {} : { body }) }
  return sendWithRetries(
    async () => {
      if (!cap) return httpCall(base.guard, base.agents, call)
      return underCaps([cap], () => httpCall(base.guard, base.agents, call))
    },
    { backoffMs: base.backoffMs, deadline: request.deadline },
  )
}
