import { createSemaphore, type Semaphore } from '../../platform/browser/fifo-semaphore.ts'
import { createOutboundGuard, type OutboundGuard } from '../../platform/net/outbound-guard.ts'
import { guardedAgents, type GuardedAgents } from '../../platform/net/http-call.ts'

/**
 * What every Tableau connector of this process shares: the SSRF guard, one concurrency cap per site
 * (TABLEAU_CONCURRENCY calls in flight) and one sign-in at a time per linked account — signing in again
 * with a PAT ends its previous session (reference §4.2), so concurrent renders must not race to sign in.
 */
export interface TableauRuntime {
  guard: OutboundGuard
  agents: GuardedAgents
  siteSlots(site: string): Semaphore
  signInOnce<T>(account: string, signIn: () => Promise<T>): Promise<T>
  /** Per call when the job sets no timeout. */
  defaultTimeoutMs: number
  /** First wait after a 5xx or a 429 without Retry-After; doubles per attempt. */
  backoffMs: number
}

export function createTableauRuntime(options: {
  allowedHosts: string[]
  concurrency: number
  defaultTimeoutMs?: number
  backoffMs?: number
}): TableauRuntime {
  const slots = new Map<string, Semaphore>()
  const signIns = new Map<string, Promise<unknown>>()
  const guard = createOutboundGuard(options.allowedHosts)
  return {
    guard,
    agents: guardedAgents(guard),
    siteSlots(site) {
      let slot = slots.get(site)
      if (!slot) slots.set(site, (slot = createSemaphore(options.concurrency)))
      return slot
    },
    signInOnce<T>(account: string, signIn: () => Promise<T>): Promise<T> {
      const running = signIns.get(account)
      if (running) return running as Promise<T>
      const flight = signIn().finally(() => signIns.delete(account))
      signIns.set(account, flight)
      return flight
    },
    defaultTimeoutMs: options.defaultTimeoutMs ?? 120_000,
    backoffMs: options.backoffMs ?? 500,
  }
}
