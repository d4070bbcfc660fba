import { Validator } from '@seriousme/openapi-schema-validator'
import * as contracts from '@herald/contracts'
import type { EndpointSpec } from '@herald/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestHerald, type TestHerald } from '../../../test/start-test-herald.ts'

interface Operation {
  summary?: string
  tags?: string[]
  security?: unknown[]
  parameters?: Array<{
    name: string
    in: string
    description?: string
    schema?: { minLength?: number; maxLength?: number }
  }>
  requestBody?: unknown
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>
}
type Document = {
  openapi: string
  paths: Record<string, Record<string, Operation>>
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, unknown> }
}

/** Every declaration of packages/contracts (each module's `…Api` object). */
const declarations = Object.entries(contracts)
  .filter(([name]) => name.endsWith('Api'))
  .flatMap(([, group]) => Object.values(group as Record<string, EndpointSpec>))
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}')

let t: TestHerald
let doc: Document
beforeAll(async () => {
  t = await startTestHerald()
  const response = await t.client().get('/api/openapi.json')
  expect(response.status).toBe(200)
  doc = (await response.json()) as unknown as Document
})
afterAll(() => t.stop())

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(doc as unknown as Parameters<Validator['validate']>[0])
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
    expect(doc.openapi).toBe('3.1.0')
  })

  it('lists every route the server registered, and nothing else', () => {
    const app = t.herald.app!
    const registered = declarations.filter((e) => app.hasRoute({ method: e.method, url: e.path }))
    expect(registered.length).toBeGreaterThan(40)
    const documented = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    )
    expect(documented.sort()).toEqual(registered.map((e) => `${e.method} ${openApiPath(e.path)}`).sort())
  })

  it('gives each operation a summary, a tag, its security and ErrorBody error responses', () => {
    for (const endpoint of declarations) {
      const operation = doc.paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()]
      if (!operation) continue
      expect(operation.summary, endpoint.path).toBe(endpoint.summary)
      expect(operation.tags).toEqual([endpoint.tag])
      expect(operation.security).toEqual(
        endpoint.access === 'public' ? [] : [{ sessionCookie: [] }, { bearerAuth: [] }],
      )
      expect(operation.responses['500']?.content?.['application/json']?.schema?.$ref).toBe(
        '#/components/schemas/ErrorBody',
      )
      if (endpoint.access === 'user') expect(operation.responses['401']).toBeDefined()
    }
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['bearerAuth', 'sessionCookie'])
  })

  it('documents the Idempotency-Key on create job, run now, send emails and the trigger URL, with its length', () => {
    const keyed = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, op]) => op.parameters?.some((p) => p.in === 'header' && p.name === 'idempotency-key'))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    )
    expect(keyed.sort()).toEqual([
      'POST /api/email/jobExecution/{runId}',
      'POST /api/triggers/{token}',
      'POST /api/user-jobs',
      'POST /api/user-jobs/run/{id}',
      'POST /api/user-jobs/{id}/runs/{runId}/destinations/{destinationId}/send',
    ])
    const header = doc.paths['/api/user-jobs']?.['post']?.parameters?.find(
      (p) => p.name === 'idempotency-key',
    )
    expect(header?.description).toMatch(/returns the first result/)
    expect(header?.schema).toMatchObject({
      minLength: contracts.IDEMPOTENCY_KEY_MIN,
      maxLength: contracts.IDEMPOTENCY_KEY_MAX,
    })
  })

  it('serves the interactive docs, framable by Herald itself', async () => {
    const page = await t.client().get('/api/docs/')
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toContain('text/html')
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'self'")
  })
})

describe('API_DOCS=false', () => {
  it('serves neither the document nor the docs, and drops the swagger profile', async () => {
    const off = await startTestHerald({ API_DOCS: 'false' })
    try {
      const client = off.client()
      expect((await client.get('/api/openapi.json')).status).toBe(404)
      expect((await client.get('/api/docs/')).status).toBe(404)
      const profile = await (await client.get('/api/profile-info')).json()
      expect(profile['activeProfiles']).not.toContain('swagger')
      const on = await (await t.client().get('/api/profile-info')).json()
      expect(on['activeProfiles']).toContain('swagger')
    } finally {
      await off.stop()
    }
  })
})
