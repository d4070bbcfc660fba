import { destinationMessages } from '@herald/contracts'
import { EntraGrantError, GRAPH_FILES_SCOPE, refreshGrant } from '../../connectors/registry.ts'
import type { HttpAnswer } from '../../platform/net/http-call.ts'
import type { GraphRuntime } from '../destination-runtime.ts'

/** Microsoft refused the refresh token (expired, revoked), or no Entra ID application is configured. */
export class GraphSignInError extends Error {
  override name = 'GraphSignInError'
}

/** Access to Graph for one destination or sign-in: its refresh token, a cached access token, rotation. */
export interface GraphSession {
  token(renew: boolean): Promise<string>
}

/**
 * A session over `refreshToken` (ADR 0052). The access token is kept in memory under `key` until a minute before
 * it expires; a refresh grant (Files.ReadWrite.All) makes a new one, and the rotated refresh token is handed to
 * `rotated` so the sealed copy follows it (as Power BI's does).
 */
export function graphSession(
  graph: GraphRuntime,
  key: string,
  refreshToken: string,
  rotated?: (next: string) => Promise<void>,
): GraphSession {
  let current = refreshToken
  return {
    async token(renew) {
      const cached = graph.tokens.get(key)
      if (!renew && cached && cached.expiresAt - 60_000 > Date.now()) return cached.accessToken
      if (!graph.entra) throw new GraphSignInError(destinationMessages.sharePointNotConfigured)
      let tokens
      try {
        tokens = await refreshGrant(
          graph.entra,
          current,
          Date.now() + graph.entra.defaultTimeoutMs,
          GRAPH_FILES_SCOPE,
        )
      } catch (err) {
        if (err instanceof EntraGrantError)
          throw new GraphSignInError(destinationMessages.sharePointSignInAgain)
        throw err
      }
      graph.tokens.set(key, { accessToken: tokens.accessToken, expiresAt: tokens.expiresAt })
      if (tokens.refreshToken && tokens.refreshToken !== current) {
        current = tokens.refreshToken
        await rotated?.(current)
      }
      return tokens.accessToken
    },
  }
}

/** Calls Graph with the session's token; a 401 renews the token once and calls again. */
export async function withToken(
  session: GraphSession,
  call: (token: string) => Promise<HttpAnswer>,
): Promise<HttpAnswer> {
  const first = await call(await session.token(false))
  if (first.status !== 401) return first
  return call(await session.token(true))
}
