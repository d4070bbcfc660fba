import { connectedAppJwt } from './connected-app-jwt.ts'
import { httpCall, type HttpAnswer } from '../../platform/net/http-call.ts'
import { sendWithRetries } from '../../platform/net/retries.ts'
import { tableauApiError } from './tableau-api-error.ts'
import { principalOf, type SessionStore, type TableauLink, type TableauSession } from './tableau-link.ts'
import type { TableauRuntime } from './tableau-runtime.ts'

/** The REST version Herald is written for; a server that supports less is spoken to in its own version. */
const CLIENT_API_VERSION = '3.23'
const JSON_HEADERS = { accept: 'application/json', 'content-type': 'application/json' }

const versionNumber = (v: string) => {
  const [major = 0, minor = 0] = v.split('.').map(Number)
  return major * 1000 + minor
}
export const supports = (session: TableauSession, version: string) =>
  versionNumber(session.apiVersion) >= versionNumber(version)

export interface TableauClient {
  /** A GET under `/api/{v}/sites/{site-id}/`, signed in (again once if the session ended); throws a TableauApiError. */
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
  const account = `${link.serverUrl}|${link.siteContentUrl}|${principalOf(link.credentials)}`
  let current: TableauSession | undefined

  /** One exchange under the site's cap, waiting out 429 (Retry-After) and 5xx with backoff. */
  async function exchange(
    url: URL,
    init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string; deadline: number },
  ): Promise<HttpAnswer> {
    return sendWithRetries(
      async () => {
        const release = await slots.acquire()
        try {
          return await httpCall(runtime.guard, runtime.agents, { url, ...init })
        } finally {
          release()
        }
      },
      { backoffMs: runtime.backoffMs, deadline: init.deadline },
    )
  }

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
    return (current = session)
  }

  /** After a 401 on `used`: a session another call or process already renewed, else a new sign-in. */
  function renew(used: TableauSession | undefined, deadline: number): Promise<TableauSession> {
    return runtime.signInOnce(account, async () => {
      const stored = await store.load()
      if (stored && stored.token !== used?.token) return (current = stored)
      return freshSignIn(deadline)
    })
  }

  async function session(deadline: number): Promise<TableauSession> {
    if (current) return current
    const stored = await store.load()
    return stored ? (current = stored) : renew(undefined, deadline)
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
      let answer = await send(used)
      if (answer.status === 401) {
        // 401002 / 401000: the session ended (expired, or the PAT signed in elsewhere). Sign in again, once.
        used = await renew(used, deadline)
        answer = await send(used)
      }
      if (answer.status !== 200) throw tableauApiError(answer)
      return answer
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
    signIn: (deadline) => runtime.signInOnce(account, () => freshSignIn(deadline)),
    async signOut(deadline) {
      const stored = current ?? (await store.load())
      current = undefined
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
