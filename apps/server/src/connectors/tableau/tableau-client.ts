import type { HttpAnswer } from '../../platform/net/http-call.ts'
import { exchange as guardedExchange } from '../kit/http-base.ts'
import { markEnded, singleFlight } from '../kit/shared-session.ts'
import { tableauApiError } from './tableau-api-error.ts'
import { identityOf, type SessionStore, type TableauLink, type TableauSession } from './tableau-link.ts'
import type { TableauRuntime } from './tableau-runtime.ts'
import {
  currentSession,
  freshSignIn,
  MAX_RENEWALS,
  renewAfter,
  signOut,
  type SessionContext,
} from './tableau-session.ts'

export { supports } from './tableau-session.ts'

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
  const ctx: SessionContext = {
    link,
    store,
    shared: runtime.sharedSession(identityOf(link)),
    backoffMs: runtime.backoffMs,
    exchange: (url, init) => guardedExchange(runtime, { url, ...init }, slots),
  }
  const client: TableauClient = {
    get: (path, options) => signedGet(ctx, path, options),
    pages: <T>(path: string, collection: string, item: string, deadline: number) =>
      readPages<T>(client, path, collection, item, deadline),
    session: (deadline) => currentSession(ctx, deadline),
    async signIn(deadline) {
      const signedIn = await singleFlight(ctx.shared, () => freshSignIn(ctx, deadline))
      await store.save(signedIn)
      return signedIn
    },
    signOut: (deadline) => signOut(ctx, deadline),
  }
  return client
}

/** TableauClient.get: the GET as the current session, renewed when Tableau ended it. */
async function signedGet(
  ctx: SessionContext,
  path: string,
  { query, deadline, json = true }: { query?: string; deadline: number; json?: boolean },
): Promise<HttpAnswer> {
  const send = (s: TableauSession) =>
    ctx.exchange(
      new URL(
        `${ctx.link.serverUrl}/api/${s.apiVersion}/sites/${s.siteId}/${path}${query ? `?${query}` : ''}`,
      ),
      {
        method: 'GET',
        headers: { 'x-tableau-auth': s.token, ...(json ? { accept: 'application/json' } : {}) },
        deadline,
      },
    )
  let used = await currentSession(ctx, deadline)
  for (let attempts = 0; ;) {
    const answer = await send(used)
    if (answer.status === 200) return answer
    // 401000 / 401002: the session ended (expired, signed out, or the PAT signed in again elsewhere).
    if (answer.status !== 401 || attempts >= MAX_RENEWALS) throw tableauApiError(answer)
    markEnded(ctx.shared, used.token)
    ;({ session: used, attempts } = await renewAfter(ctx, used, deadline, attempts))
  }
}

/** TableauClient.pages: every item of a paged list, page after page until totalAvailable. */
async function readPages<T>(
  client: TableauClient,
  path: string,
  collection: string,
  item: string,
  deadline: number,
): Promise<T[]> {
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
}
