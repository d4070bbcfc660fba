import { powerBiMessages } from '@herald/contracts'
import { ConnectorError } from '../connector.ts'
import type { HttpAnswer } from '../../platform/net/http-call.ts'
import { exchange } from '../kit/http-base.ts'
import { singleFlight, usable } from '../kit/shared-session.ts'
import { EntraGrantError, refreshGrant } from './entra-id.ts'
import { isTokenExpired, powerBiApiError } from './powerbi-api-error.ts'
import type { AccessToken, PowerBiRuntime } from './powerbi-runtime.ts'

/** Refresh a minute before Entra ID's expiry, so a token never expires on the way. */
const EARLY_MS = 60_000

/** Where a link keeps its refresh token (sealed, in the database): every process reads and rotates the same one. */
export interface TokenStore {
  jobId: number
  /** The current refresh token, read again each time: another process may have rotated it. */
  load(): Promise<string | undefined>
  /** Stores the rotated token only if `used` is still the stored one (compare-and-set); false when another won. */
  rotate(used: string, next: string): Promise<boolean>
  /** Entra ID refused the refresh token: the link stays, marked invalid, until the user signs in again. */
  refused(): Promise<void>
}

export interface PowerBiClient {
  /** A call under `{API}/v1.0/myorg/`, with a fresh token (refreshed and repeated once on TokenExpired). */
  call(
    method: 'GET' | 'POST',
    path: string,
    options: { body?: unknown; deadline: number },
  ): Promise<HttpAnswer>
  /** `value` of a JSON collection answer. */
  list<T>(path: string, deadline: number): Promise<T[]>
  json<T>(path: string, deadline: number): Promise<T>
  accessToken(deadline: number): Promise<string>
}

export function createPowerBiClient(runtime: PowerBiRuntime, store: TokenStore): PowerBiClient {
  const shared = runtime.accessTokens(store.jobId)
  const fresh = (token: AccessToken | undefined): boolean =>
    usable(shared, token) && token.expiresAt - EARLY_MS > Date.now()

  /** A new access token after `stale`, refreshed once for every call of this link (the kit's single flight). */
  async function refresh(stale: string | undefined, deadline: number): Promise<string> {
    const renewed = await singleFlight(shared, async () => {
      const cached = shared.current
      if (cached && fresh(cached) && cached.token !== stale) return cached
      const redeemed = await redeemRefreshToken(runtime, store, deadline)
      if (redeemed) return redeemed
      shared.current = undefined
      await store.refused()
      throw new ConnectorError(powerBiMessages.signInAgainDetail)
    })
    return renewed.token
  }

  async function accessToken(deadline: number): Promise<string> {
    const cached = shared.current
    if (cached && fresh(cached)) return cached.token
    return refresh(cached?.token, deadline)
  }

  const client: PowerBiClient = {
    async call(method, path, { body, deadline }) {
      const url = new URL(`${runtime.settings.apiUrl}/v1.0/myorg/${path}`)
      const text = body === undefined ? undefined : JSON.stringify(body)
      let token = await accessToken(deadline)
      let answer = await send(runtime, { url, token, method, body: text, deadline })
      if (isTokenExpired(answer)) {
        token = await refresh(token, deadline)
        answer = await send(runtime, { url, token, method, body: text, deadline })
      }
      if (answer.status < 200 || answer.status >= 300) throw powerBiApiError(answer)
      return answer
    },
    async json<T>(path: string, deadline: number) {
      const answer = await client.call('GET', path, { deadline })
      return JSON.parse(answer.body.toString('utf8')) as T
    },
    async list<T>(path: string, deadline: number) {
      return (await client.json<{ value?: T[] }>(path, deadline)).value ?? []
    },
    accessToken,
  }
  return client
}

/**
 * An access token for the link's stored refresh token, rotating it; undefined when there is none or Entra ID
 * refused it (and no other process rotated it meanwhile): the user must sign in again.
 */
async function redeemRefreshToken(
  runtime: PowerBiRuntime,
  store: TokenStore,
  deadline: number,
): Promise<AccessToken | undefined> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const refreshToken = await store.load()
    if (!refreshToken) return undefined
    try {
      const tokens = await refreshGrant(runtime, refreshToken, deadline)
      // A lost race means another process rotated first; its token and ours are both valid (reference §1.4).
      await store.rotate(refreshToken, tokens.refreshToken)
      return { token: tokens.accessToken, expiresAt: tokens.expiresAt }
    } catch (err) {
      if (!(err instanceof EntraGrantError)) throw err
      if (err.error === 'temporarily_unavailable') throw err
      // Refused: unless another process rotated the token meanwhile, the user must sign in again.
      if ((await store.load()) !== refreshToken) continue
      return undefined
    }
  }
  return undefined
}

/** One exchange, waiting out 429 (Retry-After) and 5xx with backoff, cut at the deadline (the kit's). */
function send(
  runtime: PowerBiRuntime,
  request: { url: URL; token: string; method: 'GET' | 'POST'; body: string | undefined; deadline: number },
): Promise<HttpAnswer> {
  const { url, token, method, body, deadline } = request
  return exchange(runtime, {
    url,
    method,
    headers: {
      authorization: `Bearer ${token}`,
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body,
    deadline,
  })
}
