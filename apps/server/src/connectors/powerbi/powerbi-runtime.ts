import type { Semaphore } from '../../platform/browser/fifo-semaphore.ts'
import type { WithPage } from '../connector.ts'
import { createHttpBase, keyedSlots, type HttpBase } from '../kit/http-base.ts'
import { keyedSessions, type SharedSession, type Token } from '../kit/shared-session.ts'

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

/** An access token of a link as Entra ID gave it (epoch ms expiry). */
export interface AccessToken extends Token {
  expiresAt: number
}

/**
 * What every Power BI connector of this process shares: the settings, the kit's HTTP base, the export caps
 * (per capacity and per linked account), each link's access token as a kit shared session (one refresh at a
 * time per link; in memory as an optimisation — the refresh token in the database is the truth), and the
 * browser for reports without capacity.
 */
export interface PowerBiRuntime extends HttpBase {
  settings: PowerBiSettings
  capacitySlots(capacityId: string): Semaphore
  accountSlots(jobId: number): Semaphore
  /** The link's access token, shared by every call of the job's connectors in this process. */
  accessTokens(jobId: number): SharedSession<AccessToken>
  /** Keeps the access token a sign-in gave, or forgets the link's token when it is revoked. */
  tokens: {
    set(jobId: number, token: { accessToken: string; expiresAt: number }): void
    delete(jobId: number): void
  }
  /** Which workspaces are on dedicated capacity, kept a few minutes. */
  capacities: Map<string, { capacityId: string | undefined; until: number }>
  /** Which workspace listed a report (the listings name a report by id only), kept a few minutes. */
  reportWorkspaces: Map<string, { workspaceId: string; until: number }>
  /** Opens a browser page for embedded rendering (the worker's pool); absent where no browser runs. */
  withPage: WithPage | undefined
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
  const accessTokens = keyedSessions<number, AccessToken>()
  return {
    ...createHttpBase(options),
    settings: options.settings,
    capacitySlots: keyedSlots(options.settings.exportsPerCapacity),
    accountSlots: keyedSlots(options.settings.exportsPerAccount),
    accessTokens,
    tokens: {
      set: (jobId, { accessToken, expiresAt }) => {
        accessTokens(jobId).current = { token: accessToken, expiresAt }
      },
      delete: (jobId) => {
        accessTokens(jobId).current = undefined
      },
    },
    capacities: new Map(),
    reportWorkspaces: new Map(),
    withPage: options.withPage,
    pollMs: options.pollMs ?? 5_000,
  }
}
