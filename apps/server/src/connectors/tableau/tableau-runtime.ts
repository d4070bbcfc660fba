import { createSemaphore, type Semaphore } from '../../platform/browser/fifo-semaphore.ts'
import { createOutboundGuard, type OutboundGuard } from '../../platform/net/outbound-guard.ts'
import { guardedAgents, type GuardedAgents } from '../../platform/net/http-call.ts'
import { createSharedSession, type SharedSession } from './shared-session.ts'

/**
 * What every Tableau connector of this process shares: the SSRF guard, one concurrency cap per site
 * (TABLEAU_CONCURRENCY calls in flight) and one session per Tableau identity — signing in again with a
 * PAT ends its previous session (reference §4.2), so concurrent calls share it and renew it once.
 */
export interface TableauRuntime {
  guard: OutboundGuard
  agents: GuardedAgents
  siteSlots(site: string): Semaphore
  /** The session shared by every call signed in as this identity (see identityOf). */
  sharedSession(identity: string): SharedSession
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
  const sessions = new Map<string, SharedSession>()
  const guard = createOutboundGuard(options.allowedHosts)
  return {
    guard,
    agents: guardedAgents(guard),
    siteSlots(site) {
      let slot = slots.get(site)
      if (!slot) slots.set(site, (slot = createSemaphore(options.concurrency)))
      return slot
    },
    sharedSession(identity) {
      let shared = sessions.get(identity)
      if (!shared) sessions.set(identity, (shared = createSharedSession()))
      return shared
    },
    defaultTimeoutMs: options.defaultTimeoutMs ?? 120_000,
    backoffMs: options.backoffMs ?? 500,
  }
}
