import diagnostics from 'node:diagnostics_channel'
import fc from 'fast-check'
import type { FastifyInstance, RouteOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { arbitraryFromZod, hostileValue } from './arbitrary-from-schema.ts'
import { signedInClient } from './auth-flows.ts'
import type { HttpClient } from './http-client.ts'
import { createTestDatabase } from './scratch-database.ts'
import { createReportJob, regionRow } from './report-jobs.ts'
import { startTestHerald, type TestHerald } from './start-test-herald.ts'

/**
 * No input gives a 5xx: every endpoint the running app registers (found through its onRoute hook, so a new
 * route is fuzzed without being listed here) gets bodies, params, queries and headers generated from its
 * zod schemas with hostile values mixed in (NUL, lone surrogates, 10 kB strings, huge numbers, deep
 * nesting), signed in and anonymously, then malformed bodies; the server must answer each below 500 and
 * still be healthy at the end. The seed is fixed (each route's is SEED + its index, printed on failure with
 * fast-check's replay path).
 */
const SEED = 20_261_121
const RUNS_PER_ROUTE = 25
/** The built web app's files are routes too, with nothing to parse but a query: a few runs each. */
const RUNS_PER_FILE = 2
const isFile = (e: Endpoint) => !/^\/(api|dev)\//.test(e.url) && Object.keys(e.schema).length === 0

const routes: RouteOptions[] = []
const collectRoutes = (message: unknown) => {
  const { fastify } = message as { fastify: FastifyInstance }
  fastify.addHook('onRoute', (route) => void routes.push(route))
}

let t: TestHerald
let user: HttpClient
let anonymous: HttpClient
let known: Record<string, unknown[]>
let scratch: Awaited<ReturnType<typeof createTestDatabase>>

beforeAll(async () => {
  // Its own database: the runs and emails the fuzzing starts stay with this server's worker.
  scratch = await createTestDatabase('herald_fuzz')
  diagnostics.subscribe('fastify.initialization', collectRoutes)
  try {
    // Two clients send every request: limits far above it, so no run is answered 429 instead of reaching its route.
    t = await startTestHerald({
      DATABASE_URL: scratch.url,
      RATE_LIMIT_PER_SESSION: '1000000',
      RATE_LIMIT_PER_ADDRESS: '1000000',
    })
  } finally {
    diagnostics.unsubscribe('fastify.initialization', collectRoutes)
  }
  user = (await signedInClient(t.client(), t.smtp)).client
  anonymous = t.client()
  const jobId = await createReportJob(user, { rows: [regionRow('East', 'fuzz')] })
  // Real values by field name, so generated requests also get past the lookups to the code behind them.
  known = {
    id: [jobId],
    jobId: [jobId],
    userJobId: [jobId],
    tool: ['sample'],
    workspaceId: ['sample'],
    reportId: ['sales-overview'],
    kind: ['pdf', 'pptx', 'xlsx'],
    providerId: ['google', 'microsoft'],
    filterName: ['Sales/Region'],
  }
}, 60_000)
afterAll(async () => {
  await t.stop()
  await scratch.drop()
})

interface Schemas {
  params?: unknown
  querystring?: unknown
  body?: unknown
  headers?: unknown
}
interface Endpoint {
  method: string
  url: string
  schema: Schemas
}

/** Each method and URL once (HEAD and OPTIONS mirror others); sign-out and deletions last, so they take least away. */
function endpoints(): Endpoint[] {
  const seen = new Map<string, Endpoint>()
  for (const route of routes) {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' || method === 'OPTIONS') continue
      seen.set(`${method} ${route.url}`, { method, url: route.url, schema: (route.schema ?? {}) as Schemas })
    }
  }
  const rank = (e: Endpoint) => (e.url.startsWith('/api/auth/') ? 2 : e.method === 'DELETE' ? 1 : 0)
  return [...seen.values()].sort((a, b) => rank(a) - rank(b))
}

/** Body fields the auth library's raw-body endpoints read (they have no schema to generate from). */
const authBody = fc.record(
  Object.fromEntries(
    [
      'email',
      'password',
      'otp',
      'token',
      'newPassword',
      'currentPassword',
      'provider',
      'callbackURL',
      'type',
    ].map((key) => [key, fc.oneof(fc.string({ maxLength: 30 }), fc.emailAddress(), hostileValue)]),
  ),
  { requiredKeys: [] },
)
const anyRecord = fc.dictionary(
  fc.string({ maxLength: 10 }),
  fc.oneof(fc.string({ maxLength: 20 }), hostileValue),
  {
    maxKeys: 3,
  },
)

const segment = (value: unknown) => {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '')
  return encodeURIComponent(text.toWellFormed())
}
const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))

function pathOf(url: string, params: Record<string, unknown>): string {
  return url
    .replace(/:(\w+)/g, (_, name: string) => segment(params[name] ?? ''))
    .replace(/\*$/, () => segment(params['*'] ?? 'page'))
}

function queryOf(query: unknown): string {
  if (typeof query !== 'object' || query === null) return ''
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, asText(item))
  }
  const text = search.toString()
  return text === '' ? '' : `?${text}`
}

/** Header values a client can send at all (printable Latin-1); others are left out. */
function headersOf(headers: unknown): Record<string, string> {
  if (typeof headers !== 'object' || headers === null) return {}
  return Object.fromEntries(
    Object.entries(headers)
      .map(([key, value]) => [key, asText(value)] as const)
      .filter(([, value]) => /^[\x20-\x7e\xa0-\xff]*$/.test(value) && value.length < 4_000),
  )
}

function requestArbitrary(endpoint: Endpoint) {
  const { schema, url, method } = endpoint
  const paramNames = [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!)
  const params = schema.params
    ? arbitraryFromZod(schema.params, known, false)
    : fc.record(
        Object.fromEntries(
          paramNames.map((name) => [
            name,
            fc.oneof(fc.constantFrom(...(known[name] ?? ['x'])), hostileValue),
          ]),
        ),
      )
  const hasBody = method !== 'GET'
  const body = !hasBody
    ? fc.constant(undefined)
    : schema.body
      ? arbitraryFromZod(schema.body, known)
      : url.startsWith('/api/auth/')
        ? authBody
        : fc.option(anyRecord, { nil: undefined })
  return fc.record({
    params,
    query: schema.querystring ? arbitraryFromZod(schema.querystring, known, false) : anyRecord,
    body,
    headers: schema.headers ? arbitraryFromZod(schema.headers, known, false) : fc.constant({}),
    signedIn: fc.boolean(),
  })
}

async function answer(
  endpoint: Endpoint,
  request: { params: unknown; query: unknown; body: unknown; headers: unknown; signedIn: boolean },
) {
  const client = request.signedIn ? user : anonymous
  const path =
    pathOf(endpoint.url, (request.params ?? {}) as Record<string, unknown>) + queryOf(request.query)
  const headers = headersOf(request.headers)
  const response =
    request.body === undefined
      ? await client.send(endpoint.method, path, undefined, headers)
      : await client.request(endpoint.method, path, request.body, headers)
  const text = await response.text()
  return {
    status: response.status,
    summary: `${endpoint.method} ${path.slice(0, 300)} → ${response.status} ${text.slice(0, 300)}`,
  }
}

/** Bodies no well-behaved client sends: broken JSON, other content types, too deep, too large. */
const MALFORMED: Array<[string | undefined, string]> = [
  ['application/json', '{"name": '],
  ['application/json', ''],
  ['application/json', 'null'],
  ['application/json', '"text"'],
  ['application/json', '1e999'],
  ['application/json', '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"x": 1}}}'],
  ['application/json', `${'['.repeat(50_000)}${']'.repeat(50_000)}`],
  ['application/json', `{"a": "${'x'.repeat(2 * 1024 * 1024)}"}`],
  ['application/json; charset=latin1', '{}'],
  ['text/plain', 'hello'],
  ['application/x-www-form-urlencoded', 'a=b&c=%00'],
  ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--'],
  [undefined, '{}'],
]

describe('no input gives a 5xx', () => {
  it('on any endpoint, with bodies, params, queries and headers from its schemas and hostile values', async () => {
    const list = endpoints()
    expect(list.length).toBeGreaterThan(30)
    const failures: string[] = []
    for (const [index, endpoint] of list.entries()) {
      let failure = ''
      const result = await fc.check(
        fc.asyncProperty(requestArbitrary(endpoint), async (request) => {
          try {
            const { status, summary } = await answer(endpoint, request)
            if (status >= 500) failure = summary
            return status < 500
          } catch (err) {
            failure = `${endpoint.method} ${endpoint.url}: the request failed: ${String((err as Error).cause ?? err)}`
            return false
          }
        }),
        { seed: SEED + index, numRuns: isFile(endpoint) ? RUNS_PER_FILE : RUNS_PER_ROUTE },
      )
      if (result.failed)
        failures.push(
          `${endpoint.method} ${endpoint.url} (seed ${SEED + index}): ${failure}\n${fc.defaultReportMessage(result)}`,
        )
    }
    expect(failures).toEqual([])
    // A fixed number of requests: half a minute alone, minutes beside other files on a loaded machine (ADR 0034).
  }, 300_000)

  it('on any endpoint that takes a body, with malformed bodies and other content types', async () => {
    const failures: string[] = []
    for (const endpoint of endpoints().filter((e) => e.method !== 'GET')) {
      const path = pathOf(endpoint.url, Object.fromEntries(Object.entries(known).map(([k, v]) => [k, v[0]])))
      for (const [contentType, body] of MALFORMED) {
        for (const client of [user, anonymous]) {
          const response = await client.send(
            endpoint.method,
            path,
            body,
            contentType ? { 'content-type': contentType } : {},
          )
          const text = await response.text()
          if (response.status >= 500)
            failures.push(`${endpoint.method} ${path} ${contentType}: ${response.status} ${text}`)
        }
      }
    }
    expect(failures).toEqual([])
  }, 180_000)

  it('leaves the server up', async () => {
    const health = await t.client().get('/api/health')
    expect(health.status).toBe(200)
    expect(await health.json()).toEqual({ status: 'UP' })
  })
})
