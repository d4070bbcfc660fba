import { setTimeout as sleep } from 'node:timers/promises'
import { connectedAppJwt } from './connected-app-jwt.ts'
import { CallTimeoutError, type HttpAnswer } from '../../platform/net/http-call.ts'
import { PrivateAddressError } from '../../platform/net/outbound-guard.ts'
import { exchange as guardedExchange, type ExchangeRequest } from '../kit/http-base.ts'
import { markEnded, singleFlight, usable } from '../kit/shared-session.ts'
import { TableauApiError, tableauApiError } from './tableau-api-error.ts'
import { identityOf, type SessionStore, type TableauLink, type TableauSession } from './tableau-link.ts'
import type { TableauRuntime } from './tableau-runtime.ts'

/** The REST version Herald is written for; a server that supports less is spoken to in its own version. */
const CLIENT_API_VERSION = '3.23'
const JSON_HEADERS = { accept: 'application/json', 'content-type': 'application/json' }
/**
 * Renewals one call may make when Tableau ends its session (401000 / 401002), the later ones after a
 * backoff; a sign-in that failed in passing (5xx after retries, a dropped connection) counts as one.
 */
const MAX_RENEWALS = 4

/** A failed renewal worth another try: not a refusal, a private address or the deadline. */
const passing = (err: unknown) =>
  err instanceof TableauApiError
    ? err.status >= 500 || err.status === 429
    : !(err instanceof CallTimeoutError || err instanceof PrivateAddressError)

const versionNumber = (v: string) => {
  const [major = 0, minor = 0] = v.split('.').map(Number)
  return major * 1000 + minor
}
export const supports = (session: TableauSession, version: string) =>
  versionNumber(session.apiVersion) >= versionNumber(version)

export interface TableauClient {
  /**
   * A GET under `/api/{v}/sites/{site-id}/`, signed in — again when the session ended, sharing one renewal
   * with every concurrent call of the same identity (at most MAX_RENEWALS); throws a TableauApiError.
   */
  get(path: string, options: { query?: string; deadline: number; json?: boolean }): Promise<HttpAnswer>
  /** Every item of a paged list (reference §4.4), page after page until totalAvailable. */
  pages<T>(path: string, collection: string, item: string, deadline: number): Promise<T[]>
  /** The current session (signing in when there is none). */
  session(deadline: number): Promise<TableauSession>
  /** Signs in now (checking the credentials) and keeps the session. */
  signIn(deadline: number): Promise<TableauSession>
  /** Ends the session at Tableau (best effort) and forgets it. */
  signOut(deadline: number): Promise<void>
}

export function createTableauClient(
  runtime: TableauRuntime,
  link: TableauLink,
  store: SessionStore,
): TableauClient {
  const slots = runtime.siteSlots(`${link.serverUrl}|${link.siteContentUrl}`)
  const shared = runtime.sharedSession(identityOf(link))

  /** One exchange under the site's cap, waiting out 429 (Retry-After) and 5xx with backoff (the kit's). */
  const exchange = (url: URL, init: Omit<ExchangeRequest, 'url'>): Promise<HttpAnswer> =>
    guardedExchange(runtime, { url, ...init }, slots)

  async function apiVersion(deadline: number): Promise<string> {
    const answer = await exchange(new URL(`${link.serverUrl}/api/2.4/serverInfo`), {
      method: 'GET',
      headers: {},
      deadline,
    })
    const server = /<restApiVersion>([\d.]+)<\/restApiVersion>/.exec(answer.body.toString('utf8'))?.[1]
    if (answer.status !== 200 || !server) return CLIENT_API_VERSION
    return versionNumber(server) < versionNumber(CLIENT_API_VERSION) ? server : CLIENT_API_VERSION
  }

  async function freshSignIn(deadline: number): Promise<TableauSession> {
    const version = await apiVersion(deadline)
    const site = { contentUrl: link.siteContentUrl }
    const c = link.credentials
    const credentials =
      c.kind === 'pat'
        ? { personalAccessTokenName: c.tokenName, personalAccessTokenSecret: c.tokenSecret, site }
        : { jwt: connectedAppJwt(c), site }
    const body = JSON.stringify({ credentials })
    let url = new URL(`${link.serverUrl}/api/${version}/auth/signin`)
    let answer = await exchange(url, { method: 'POST', headers: JSON_HEADERS, body, deadline })
    // Tableau Cloud answers a bare host with a redirect to its pod; the sign-in is sent there again (TSC does).
    for (let hop = 0; hop < 3 && [301, 302, 307, 308].includes(answer.status); hop++) {
      const location = answer.headers.location
      if (!location) break
      url = new URL(location, url)
      answer = await exchange(url, { method: 'POST', headers: JSON_HEADERS, body, deadline })
    }
    if (answer.status === 401) await store.refused()
    if (answer.status !== 200) throw tableauApiError(answer)
    const parsed = JSON.parse(answer.body.toString('utf8')) as {
      credentials: { token: string; site: { id: string }; user: { id: string } }
    }
    const session = {
      token: parsed.credentials.token,
      siteId: parsed.credentials.site.id,
      userId: parsed.credentials.user.id,
      apiVersion: version,
    }
    await store.save(session)
    return session
  }

  /**
   * After `used` ended: the session a concurrent call (of any job with these credentials) already
   * renewed, or the renewal in flight, or one another process saved, else — once for all — a new sign-in.
   */
  function renew(used: TableauSession | undefined, deadline: number): Promise<TableauSession> {
    const current = shared.current
    if (current && usable(shared, current) && current.token !== used?.token) return Promise.resolve(current)
    return singleFlight(shared, async () => {
      const stored = await store.load()
      if (stored && usable(shared, stored) && stored.token !== used?.token) return stored
      return freshSignIn(deadline)
    })
  }

  /** renew(), retrying a renewal that failed in passing; `attempt` counts this call's renewals so far. */
  async function renewAfter(used: TableauSession, deadline: number, attempt: number) {
    for (let tries = attempt; ; tries++) {
      // The first renewal is at once; a session that ended again, or a failed sign-in, waits first.
      if (tries > 0)
        await sleep(Math.max(0, Math.min(runtime.backoffMs * 2 ** (tries - 1), deadline - Date.now())))
      try {
        return { session: await renew(used, deadline), attempts: tries + 1 }
      } catch (err) {
        if (!passing(err) || tries + 1 >= MAX_RENEWALS) throw err
      }
    }
  }

  async function session(deadline: number): Promise<TableauSession> {
    if (shared.current && usable(shared, shared.current)) return shared.current
    if (shared.renewal) return shared.renewal
    const stored = await store.load()
    if (shared.current && usable(shared, shared.current)) return shared.current
    if (stored && usable(shared, stored)) return (shared.current = stored)
    return renew(stored, deadline)
  }

  const siteUrl = (s: TableauSession, path: string, query = '') =>
    new URL(`${link.serverUrl}/api/${s.apiVersion}/sites/${s.siteId}/${path}${query ? `?${query}` : ''}`)

  const client: TableauClient = {
    async get(path, { query, deadline, json = true }) {
      const send = (s: TableauSession) =>
        exchange(siteUrl(s, path, query), {
          method: 'GET',
          headers: { 'x-tableau-auth': s.token, ...(json ? { accept: 'application/json' } : {}) },
          deadline,
        })
      let used = await session(deadline)
      for (let attempts = 0; ;) {
        const answer = await send(used)
        if (answer.status === 200) return answer
        // 401000 / 401002: the session ended (expired, signed out, or the PAT signed in again elsewhere).
        if (answer.status !== 401 || attempts >= MAX_RENEWALS) throw tableauApiError(answer)
        markEnded(shared, used.token)
        ;({ session: used, attempts } = await renewAfter(used, deadline, attempts))
      }
    },
    async pages<T>(path: string, collection: string, item: string, deadline: number) {
      const items: T[] = []
      for (let page = 1; ; page++) {
        const answer = await client.get(path, { query: `pageSize=100&pageNumber=${page}`, deadline })
        const parsed = JSON.parse(answer.body.toString('utf8')) as Record<string, unknown> & {
          pagination?: { pageNumber?: unknown; pageSize?: unknown; totalAvailable?: unknown }
        }
        const list = (parsed[collection] as Record<string, T[] | undefined> | undefined)?.[item] ?? []
        items.push(...list)
        const size = Number(parsed.pagination?.pageSize ?? 100)
        const total = Number(parsed.pagination?.totalAvailable ?? 0)
        if (list.length === 0 || page * size >= total) return items
      }
    },
    session,
    async signIn(deadline) {
      const signedIn = await singleFlight(shared, () => freshSignIn(deadline))
      await store.save(signedIn)
      return signedIn
    },
    async signOut(deadline) {
      const stored = shared.current ?? (await store.load())
      shared.current = undefined
      if (stored) markEnded(shared, stored.token)
      await store.save(undefined)
      if (!stored) return
      await exchange(new URL(`${link.serverUrl}/api/${stored.apiVersion}/auth/signout`), {
        method: 'POST',
        headers: { 'x-tableau-auth': stored.token },
        deadline,
      }).catch(() => undefined)
    },
  }
  return client
}
