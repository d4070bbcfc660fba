import type { Semaphore } from '../../platform/browser/fifo-semaphore.ts'
import { createHttpBase, keyedSlots, type HttpBase } from '../kit/http-base.ts'
import { keyedSessions, type SharedSession } from '../kit/shared-session.ts'
import type { TableauSession } from './tableau-link.ts'

/**
 * What every Tableau connector of this process shares: the kit's HTTP base (guard, default timeout, backoff),
 * one concurrency cap per site (TABLEAU_CONCURRENCY calls in flight) and one session per Tableau identity —
 * signing in again with a PAT ends its previous session (reference §4.2), so concurrent calls share it and
 * renew it once.
 */
export interface TableauRuntime extends HttpBase {
  siteSlots(site: string): Semaphore
  /** The session shared by every call signed in as this identity (see identityOf). */
  sharedSession(identity: string): SharedSession<TableauSession>
}

export function createTableauRuntime(options: {
  allowedHosts: string[]
  concurrency: number
  defaultTimeoutMs?: number
  backoffMs?: number
}): TableauRuntime {
  return {
    ...createHttpBase(options),
    siteSlots: keyedSlots(options.concurrency),
    sharedSession: keyedSessions(),
  }
}
