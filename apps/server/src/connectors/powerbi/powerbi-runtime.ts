import { createSemaphore, type Semaphore } from '../../platform/browser/fifo-semaphore.ts'
import { createOutboundGuard, type OutboundGuard } from '../../platform/net/outbound-guard.ts'
import { guardedAgents, type GuardedAgents } from '../../platform/net/http-call.ts'
import type { WithPage } from '../connector.ts'

/** The Entra ID application and the Power BI service this server talks to (configuration, ADR 0021). */
export interface PowerBiSettings {
  clientId: string
  clientSecret: string
  authorityUrl: string
  tenant: string
  apiUrl: string
  /** PUBLIC_URL + the callback path, registered as the app's redirect URI. */
  redirectUri: string
  exportsPerCapacity: number
  exportsPerAccount: number
}

interface CachedToken {
  accessToken: string
  expiresAt: number
}

/**
 * What every Power BI connector of this process shares: the settings, the outbound guard, the export caps
 * (per capacity and per linked account), one token refresh at a time per link, the access tokens as an
 * in-memory optimisation (the refresh token in the database is the truth), and the browser for reports
 * without capacity.
 */
export interface PowerBiRuntime {
  settings: PowerBiSettings
  guard: OutboundGuard
  agents: GuardedAgents
  capacitySlots(capacityId: string): Semaphore
  accountSlots(jobId: number): Semaphore
  refreshOnce<T>(jobId: number, refresh: () => Promise<T>): Promise<T>
  tokens: Map<number, CachedToken>
  /** Which workspaces are on dedicated capacity, kept a few minutes. */
  capacities: Map<string, { capacityId: string | undefined; until: number }>
  /** Which workspace listed a report (the listings name a report by id only), kept a few minutes. */
  reportWorkspaces: Map<string, { workspaceId: string; until: number }>
  /** Opens a browser page for embedded rendering (the worker's pool); absent where no browser runs. */
  withPage: WithPage | undefined
  defaultTimeoutMs: number
  backoffMs: number
  /** Poll interval when an export status has no Retry-After (reference §2.8: about 5 s). */
  pollMs: number
}

export function createPowerBiRuntime(options: {
  settings: PowerBiSettings
  allowedHosts: string[]
  withPage?: WithPage
  defaultTimeoutMs?: number
  backoffMs?: number
  pollMs?: number
}): PowerBiRuntime {
  const guard = createOutboundGuard(options.allowedHosts)
  const capacities = new Map<string, Semaphore>()
  const accounts = new Map<number, Semaphore>()
  const refreshes = new Map<number, Promise<unknown>>()
  const slot = <K>(map: Map<K, Semaphore>, key: K, limit: number) => {
    let found = map.get(key)
    if (!found) map.set(key, (found = createSemaphore(limit)))
    return found
  }
  return {
    settings: options.settings,
    guard,
    agents: guardedAgents(guard),
    capacitySlots: (id) => slot(capacities, id, options.settings.exportsPerCapacity),
    accountSlots: (jobId) => slot(accounts, jobId, options.settings.exportsPerAccount),
    refreshOnce<T>(jobId: number, refresh: () => Promise<T>): Promise<T> {
      const running = refreshes.get(jobId)
      if (running) return running as Promise<T>
      const flight = refresh().finally(() => refreshes.delete(jobId))
      refreshes.set(jobId, flight)
      return flight
    },
    tokens: new Map(),
    capacities: new Map(),
    reportWorkspaces: new Map(),
    withPage: options.withPage,
    defaultTimeoutMs: options.defaultTimeoutMs ?? 120_000,
    backoffMs: options.backoffMs ?? 500,
    pollMs: options.pollMs ?? 5_000,
  }
}
