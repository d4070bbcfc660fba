import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { defaultCatalog, type FakeCatalog, type FakeView } from './fake-tableau-catalog.ts'
import { createGate, type Gate, type GateSlot } from './fake-tableau-gate.ts'
import { refuse, Refusal, send, type Json } from './fake-tableau-http.ts'
import { viewContent } from './fake-tableau-views.ts'
import {
  addExtractJob,
  defaultExtracts,
  extractCall,
  type FakeExtractJob,
  type FakeExtracts,
} from './fake-tableau-jobs.ts'

/**
 * A fake Tableau Cloud / Tableau Server that follows docs/bi-vendor-notes.md §4 and §6: serverInfo,
 * sign-in with a PAT (401001 when refused; signing in again ends the PAT's previous session → 401002) or a
 * connected app's JWT, sign-out 204, paged projects / workbooks / views (string-typed pagination, empty
 * collections as {}), Get View, workbook views, view pdf / image / data (CSV) / crosstab excel honouring
 * `vf_` exact matches and silently ignoring unknown fields and `gt:`-style values, XML by default and
 * JSON with Accept: application/json, the §4.12 error shape, and 429 + Retry-After on demand.
 */
export interface FakeTableau {
  url: string
  catalog: FakeCatalog
  pat: { name: string; secret: string }
  connectedApp: { clientId: string; secretId: string; secretValue: string; userName: string }
  /** Every request: method, path and query. */
  calls: { method: string; path: string; query: URLSearchParams }[]
  signIns: number
  /** Most calls seen in flight at once on the site. */
  maxInFlight: number
  /** Ends every session now (as a server restart or idle limit would): next calls get 401002. */
  endSessions(): void
  /** The next `count` authenticated calls answer 429 with this Retry-After (seconds). */
  throttleNext(count: number, retryAfterSeconds: number): void
  /** The next `count` authenticated calls answer 500. */
  failNext(count: number): void
  /** Holds the next `count` calls under /sites (before their token is checked) until released. */
  holdCalls(count: number): Gate
  /** Holds the next `count` sign-ins until released; each then ends the PAT's previous session in turn. */
  holdSignIns(count: number): Gate
  /** The next `count` sign-ins lose their connection without an answer (a network failure). */
  dropNextSignIns(count: number): void
  /** Data sources, workbook connections and extract-refresh jobs (Query Jobs, Query Job). */
  extracts: FakeExtracts
  /** Adds an ended (or running) extract refresh of the workbook or data source with this name. */
  addExtractJob(of: string, outcome: Parameters<typeof addExtractJob>[3]): FakeExtractJob
  /** Tokens currently valid, for checking that nothing was left signed in. */
  liveSessions(): number
  close(): Promise<void>
}

const API_VERSION = '3.23'
export async function startFakeTableau(
  options: { latencyMs?: number; catalog?: FakeCatalog } = {},
): Promise<FakeTableau> {
  const catalog = options.catalog ?? defaultCatalog()
  const pat = { name: 'herald-bot', secret: `pat-${randomUUID()}` }
  const connectedApp = {
    clientId: randomUUID(),
    secretId: randomUUID(),
    secretValue: randomUUID(),
    userName: 'analyst@acme.example',
  }
  const userId = randomUUID()
  /** token → the account it belongs to; a token not in the map has ended. */
  const sessions = new Map<string, string>()
  let throttle = { count: 0, retryAfter: 0 }
  let failures = 0
  let dropped = 0
  let inFlight = 0
  let callGate: GateSlot | undefined
  let signInGate: GateSlot | undefined

  const extracts = defaultExtracts(catalog)
  const fake: Omit<FakeTableau, 'url' | 'close'> = {
    catalog,
    extracts,
    addExtractJob: (of, outcome) => addExtractJob(catalog, extracts, of, outcome),
    pat,
    connectedApp,
    calls: [],
    signIns: 0,
    maxInFlight: 0,
    endSessions: () => sessions.clear(),
    throttleNext: (count, retryAfter) => (throttle = { count, retryAfter }),
    failNext: (count) => (failures = count),
    holdCalls: (count) => (callGate = createGate(count)).gate,
    holdSignIns: (count) => (signInGate = createGate(count)).gate,
    dropNextSignIns: (count) => (dropped = count),
    liveSessions: () => sessions.size,
  }
  function checkJwt(jwt: string): boolean {
    const [header, payload, signature] = jwt.split('.')
    if (!header || !payload || !signature) return false
    const h = JSON.parse(Buffer.from(header, 'base64url').toString()) as Json
    const p = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Json
    if (h['alg'] !== 'HS256' || h['kid'] !== connectedApp.secretId) return false
    const expected = createHmac('sha256', connectedApp.secretValue).update(`${header}.${payload}`).digest()
    const given = Buffer.from(signature, 'base64url')
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false
    const now = Date.now() / 1000
    return (
      p['iss'] === connectedApp.clientId &&
      p['sub'] === connectedApp.userName &&
      p['aud'] === 'tableau' &&
      Array.isArray(p['scp']) &&
      Number(p['exp']) > now &&
      Number(p['exp']) - Number(p['iat']) <= 600
    )
  }

  function signIn(req: IncomingMessage, res: ServerResponse, raw: string) {
    const json = String(req.headers['content-type'] ?? '').includes('json')
    const read = (name: string) => (json ? undefined : new RegExp(`${name}="([^"]*)"`).exec(raw)?.[1])
    const body = json ? ((JSON.parse(raw) as { credentials?: Json }).credentials ?? {}) : {}
    const field = (name: string) => (json ? (body[name] as string | undefined) : read(name))
    const site = json
      ? ((body['site'] as Json | undefined)?.['contentUrl'] as string | undefined)
      : read('contentUrl')
    let account: string | undefined
    if (field('jwt')) account = checkJwt(field('jwt')!) ? `jwt:${connectedApp.userName}` : undefined
    else if (
      field('personalAccessTokenName') === pat.name &&
      field('personalAccessTokenSecret') === pat.secret
    )
      account = `pat:${pat.name}`
    if (!account || (site ?? '') !== catalog.site.contentUrl)
      throw new Refusal(401, '401001', 'Signin Error', 'Error signing in to Tableau Server')
    fake.signIns++
    // One session per PAT: signing in again ends the previous one.
    for (const [token, owner] of sessions) if (owner === account) sessions.delete(token)
    const token = `${randomUUID()}|${randomUUID()}|${catalog.site.id}`
    sessions.set(token, account)
    send(req, res, 200, {
      credentials: {
        token,
        estimatedTimeToExpiration: '219:59:44',
        site: { id: catalog.site.id, contentUrl: catalog.site.contentUrl },
        user: { id: userId },
      },
    })
  }

  function paged<T extends Json>(query: URLSearchParams, items: T[], collection: string, item: string): Json {
    const pageSize = Number(query.get('pageSize') ?? 100)
    const pageNumber = Number(query.get('pageNumber') ?? 1)
    if (
      !Number.isInteger(pageSize) ||
      pageSize < 1 ||
      pageSize > 1000 ||
      !Number.isInteger(pageNumber) ||
      pageNumber < 1
    )
      throw new Refusal(400, '400006', 'Bad Request', 'The page size must be between 1 and 1000.')
    const page = items.slice((pageNumber - 1) * pageSize, pageNumber * pageSize)
    return {
      pagination: {
        pageNumber: String(pageNumber),
        pageSize: String(pageSize),
        totalAvailable: String(items.length),
      },
      [collection]: page.length === 0 ? {} : { [item]: page },
    }
  }

  const viewJson = (v: FakeView): Json => ({
    id: v.id,
    name: v.name,
    contentUrl: v.contentUrl,
    viewUrlName: v.contentUrl.split('/').pop(),
    sheetType: 'view',
    workbook: { id: v.workbookId },
    owner: { id: userId },
    project: { id: v.projectId },
    tags: {},
  })

  /** `vf_<field>=a,b`: exact matches on a field the view has; anything else is silently ignored. */ async function siteCall(
    req: IncomingMessage,
    res: ServerResponse,
    rest: string[],
    query: URLSearchParams,
    version: string,
  ) {
    const token = String(req.headers['x-tableau-auth'] ?? '')
    if (!token)
      throw new Refusal(401, '401000', 'Unauthorized Access', 'No authentication credentials were provided.')
    if (!sessions.has(token))
      throw new Refusal(
        401,
        '401002',
        'Unauthorized Access',
        'Invalid authentication credentials were provided.',
      )
    const [siteId, resource, id, sub, subsub] = rest
    if (siteId !== catalog.site.id)
      throw new Refusal(403, '403069', 'Forbidden', 'The token is not for this site.')
    if (throttle.count > 0) {
      throttle.count--
      return refuse(
        req,
        res,
        new Refusal(429, '429000', 'Too Many Requests', 'Too many requests. Please retry later.'),
        {
          'retry-after': String(throttle.retryAfter),
        },
      )
    }
    if (failures > 0) {
      failures--
      throw new Refusal(500, '500000', 'Internal Server Error', 'The server encountered an error.')
    }
    if (query.has('vizWidth') && Number(version) < 3.23)
      throw new Refusal(400, '400000', 'Bad Request', 'vizWidth needs API 3.23.')
    if (resource === 'projects' && !id)
      return send(req, res, 200, paged(query, catalog.projects, 'projects', 'project'))
    if (resource === 'workbooks' && !id)
      return send(
        req,
        res,
        200,
        paged(
          query,
          catalog.workbooks.map((w) => ({ ...w, project: { id: w.projectId } })),
          'workbooks',
          'workbook',
        ),
      )
    if (resource === 'workbooks' && id && sub === 'views') {
      if (!catalog.workbooks.some((w) => w.id === id))
        throw new Refusal(404, '404006', 'Resource Not Found', `Workbook '${id}' could not be found.`)
      const views = catalog.views.filter((v) => v.workbookId === id).map(viewJson)
      return send(req, res, 200, { views: views.length === 0 ? {} : { view: views } })
    }
    if (resource === 'views' && !id)
      return send(req, res, 200, paged(query, catalog.views.map(viewJson), 'views', 'view'))
    if (resource === 'views' && id) {
      const view = catalog.views.find((v) => v.id === id)
      if (!view) throw new Refusal(404, '404011', 'Resource Not Found', `View '${id}' could not be found.`)
      if (!sub) return send(req, res, 200, { view: viewJson(view) })
      const kind = sub === 'crosstab' && subsub === 'excel' ? 'excel' : sub
      if (['pdf', 'image', 'data', 'excel'].includes(kind)) return viewContent(req, res, view, kind, query)
    }
    if (extractCall(req, res, catalog, extracts, rest, query, paged)) return
    throw new Refusal(404, '404000', 'Resource Not Found', `No such resource: ${rest.join('/')}`)
  }

  async function handle(req: IncomingMessage, res: ServerResponse, raw: string) {
    const url = new URL(req.url ?? '/', 'http://fake')
    fake.calls.push({ method: req.method ?? '', path: url.pathname, query: url.searchParams })
    const [, api, version = '', ...rest] = url.pathname.split('/')
    if (api !== 'api') throw new Refusal(404, '404000', 'Resource Not Found', 'Not an API path.')
    if (Number(version) > Number(API_VERSION))
      throw new Refusal(
        400,
        '400000',
        'Bad Request',
        `API version ${version} is not supported; the server supports ${API_VERSION}.`,
      )
    if (req.method === 'GET' && rest[0] === 'serverInfo') {
      // Elements with text, as TSC's server_info_get.xml (not the attribute form the other answers use).
      if (String(req.headers.accept ?? '').includes('application/json'))
        return send(req, res, 200, {
          serverInfo: {
            productVersion: { value: '2024.2.0', build: '20242.24.0101.1234' },
            restApiVersion: API_VERSION,
          },
        })
      return res
        .writeHead(200, { 'content-type': 'application/xml' })
        .end(
          `<?xml version='1.0' encoding='UTF-8'?><tsResponse xmlns="http://tableau.com/api"><serverInfo><productVersion build="20242.24.0101.1234">2024.2.0</productVersion><restApiVersion>${API_VERSION}</restApiVersion></serverInfo></tsResponse>`,
        )
    }
    if (req.method === 'POST' && rest[0] === 'auth' && rest[1] === 'signin') {
      if (dropped > 0) {
        dropped--
        return req.socket.destroy()
      }
      await signInGate?.pass()
      return signIn(req, res, raw)
    }
    if (req.method === 'POST' && rest[0] === 'auth' && rest[1] === 'signout') {
      sessions.delete(String(req.headers['x-tableau-auth'] ?? ''))
      return res.writeHead(204).end()
    }
    if (req.method === 'GET' && rest[0] === 'sites') {
      await callGate?.pass()
      return siteCall(req, res, rest.slice(1), url.searchParams, version)
    }
    throw new Refusal(405, '405000', 'Method Not Allowed', `${req.method} is not allowed here.`)
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      inFlight++
      fake.maxInFlight = Math.max(fake.maxInFlight, inFlight)
      void (async () => {
        try {
          if (options.latencyMs) await sleep(options.latencyMs)
          await handle(req, res, Buffer.concat(chunks).toString('utf8'))
        } catch (err) {
          if (err instanceof Refusal) refuse(req, res, err)
          else refuse(req, res, new Refusal(500, '500000', 'Internal Server Error', String(err)))
        } finally {
          inFlight--
        }
      })()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  })
}
