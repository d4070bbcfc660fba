import { setTimeout as sleep } from 'node:timers/promises'
import { CallTimeoutError, type HttpAnswer } from '../../platform/net/http-call.ts'
import { PrivateAddressError } from '../../platform/net/outbound-guard.ts'
import type { ExchangeRequest } from '../kit/http-base.ts'
import { markEnded, singleFlight, usable, type SharedSession } from '../kit/shared-session.ts'
import { connectedAppJwt } from './connected-app-jwt.ts'
import { TableauApiError, tableauApiError } from './tableau-api-error.ts'
import type { SessionStore, TableauLink, TableauSession } from './tableau-link.ts'

/** The REST version Herald is written for; a server that supports less is spoken to in its own version. */
const CLIENT_API_VERSION = '3.23'
const JSON_HEADERS = { accept: 'application/json', 'content-type': 'application/json' }
/**
 * Renewals one call may make when Tableau ends its session (401000 / 401002), the later ones after a
 * backoff; a sign-in that failed in passing (5xx after retries, a dropped connection) counts as one.
 */
export const MAX_RENEWALS = 4

/** What the session functions of one client share: its link, its store, the identity's session, its exchange. */
export interface SessionContext {
  link: TableauLink
  store: SessionStore
  shared: SharedSession<TableauSession>
  backoffMs: number
  /** One exchange under the site's cap, waiting out 429 (Retry-After) and 5xx with backoff (the kit's). */
  exchange: (url: URL, init: Omit<ExchangeRequest, 'url'>) => Promise<HttpAnswer>
}

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

/** The REST version to speak: Herald's, or the server's own when it supports less. */
async function apiVersion(ctx: SessionContext, deadline: number): Promise<string> {
  const answer = await ctx.exchange(new URL(`${ctx.link.serverUrl}/api/2.4/serverInfo`), {
    method: 'GET',
    headers: {},
    deadline,
  })
  const server = /<restApiVersion>([\d.]+)<\/restApiVersion>/.exec(answer.body.toString('utf8'))?.[1]
  if (answer.status !== 200 || !server) return CLIENT_API_VERSION
  return versionNumber(server) < versionNumber(CLIENT_API_VERSION) ? server : CLIENT_API_VERSION
}

/** The sign-in request's body: a personal access token, or a connected app's JWT, for the link's site. */
function signInBody(link: TableauLink): string {
  const site = { contentUrl: link.siteContentUrl }
  const c = link.credentials
  const credentials =
    c.kind === 'pat'
      ? { personalAccessTokenName: c.tokenName, personalAccessTokenSecret: c.tokenSecret, site }
      : { jwt: connectedAppJwt(c), site }
  return JSON.stringify({ credentials })
}

/** Posts the sign-in; Tableau Cloud answers a bare host with a redirect to its pod, sent there again (TSC does). */
async function postSignIn(ctx: SessionContext, version: string, deadline: number): Promise<HttpAnswer> {
  const body = signInBody(ctx.link)
  let url = new URL(`${ctx.link.serverUrl}/api/${version}/auth/signin`)
  let answer = await ctx.exchange(url, { method: 'POST', headers: JSON_HEADERS, body, deadline })
  for (let hop = 0; hop < 3 && [301, 302, 307, 308].includes(answer.status); hop++) {
    const location = answer.headers.location
    if (!location) break
    url = new URL(location, url)
    answer = await ctx.exchange(url, { method: 'POST', headers: JSON_HEADERS, body, deadline })
  }
  return answer
}

/** Signs in now and saves the session; a refusal (401) is recorded on the store, any failure thrown. */
export async function freshSignIn(ctx: SessionContext, deadline: number): Promise<TableauSession> {
  const version = await apiVersion(ctx, deadline)
  const answer = await postSignIn(ctx, version, deadline)
  if (answer.status === 401) await ctx.store.refused()
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
  await ctx.store.save(session)
  return session
}

/**
 * After `used` ended: the session a concurrent call (of any job with these credentials) already
 * renewed, or the renewal in flight, or one another process saved, else — once for all — a new sign-in.
 */
function renew(
  ctx: SessionContext,
  used: TableauSession | undefined,
  deadline: number,
): Promise<TableauSession> {
  const { shared, store } = ctx
  const current = shared.current
  if (current && usable(shared, current) && current.token !== used?.token) return Promise.resolve(current)
  return singleFlight(shared, async () => {
    const stored = await store.load()
    if (stored && usable(shared, stored) && stored.token !== used?.token) return stored
    return freshSignIn(ctx, deadline)
  })
}

/** renew(), retrying a renewal that failed in passing; `attempt` counts this call's renewals so far. */
export async function renewAfter(
  ctx: SessionContext,
  used: TableauSession,
  deadline: number,
  attempt: number,
) {
  for (let tries = attempt; ; tries++) {
    // The first renewal is at once; a session that ended again, or a failed sign-in, waits first.
    if (tries > 0) await sleep(Math.max(0, Math.min(ctx.backoffMs * 2 ** (tries - 1), deadline - Date.now())))
    try {
      return { session: await renew(ctx, used, deadline), attempts: tries + 1 }
    } catch (err) {
      if (!passing(err) || tries + 1 >= MAX_RENEWALS) throw err
    }
  }
}

/** The current session: this process's, the renewal in flight, the stored one, else a renewal. */
export async function currentSession(ctx: SessionContext, deadline: number): Promise<TableauSession> {
  const { shared, store } = ctx
  if (shared.current && usable(shared, shared.current)) return shared.current
  if (shared.renewal) return shared.renewal
  const stored = await store.load()
  if (shared.current && usable(shared, shared.current)) return shared.current
  if (stored && usable(shared, stored)) return (shared.current = stored)
  return renew(ctx, stored, deadline)
}

/** Ends the session at Tableau (best effort) and forgets it. */
export async function signOut(ctx: SessionContext, deadline: number): Promise<void> {
  const { shared, store } = ctx
  const stored = shared.current ?? (await store.load())
  shared.current = undefined
  if (stored) markEnded(shared, stored.token)
  await store.save(undefined)
  if (!stored) return
  await ctx
    .exchange(new URL(`${ctx.link.serverUrl}/api/${stored.apiVersion}/auth/signout`), {
      method: 'POST',
      headers: { 'x-tableau-auth': stored.token },
      deadline,
    })
    .catch(() => undefined)
}
