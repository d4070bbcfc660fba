import { authApi, passwordMessages, type EndpointSpec } from '@herald/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInClient } from './auth-flows.ts'
import type { HttpClient } from './http-client.ts'
import { declaredEndpoints, describeEndpoint, pathWith, registeredEndpoints } from './registered-endpoints.ts'
import { startTestHerald, type TestHerald } from './start-test-herald.ts'

/**
 * Access comes from the declaration (ADR 0055): every endpoint the app registers is walked. On each one that is
 * not public, an anonymous request whose path, query and body are all wrong gets 401 — not a 400 describing the
 * schema — and on each admin one a signed-in user gets 403, before the server looks at the input.
 */
const registered = registeredEndpoints()
let t: TestHerald
let user: HttpClient

const UNAUTHENTICATED = 'Full authentication is required to access this resource'
const NOT_ADMIN = 'You are not authorized to access this page.'
const BAD_QUERY = '?page=-1&size=lots&userJobId=nope&count=0&pageSize=huge&filterName=&code=&state='

beforeAll(async () => {
  t = await registered.collect(() =>
    startTestHerald({ RATE_LIMIT_PER_SESSION: '1000000', RATE_LIMIT_PER_ADDRESS: '1000000' }),
  )
  user = (await signedInClient(t.client(), t.smtp)).client
}, 60_000)
afterAll(() => t.stop())

/** The request with everything wrong: a path parameter no schema accepts, a bad query and a body that is not JSON. */
async function badRequest(client: HttpClient, endpoint: EndpointSpec) {
  const path = pathWith(endpoint, {}, 'not an id') + BAD_QUERY
  const response =
    endpoint.method === 'GET'
      ? await client.send('GET', path, undefined)
      : await client.send(endpoint.method, path, '{"broken": ', { 'content-type': 'application/json' })
  const body = (await response.json().catch(() => ({}))) as { message?: string }
  return `${describeEndpoint(endpoint)} → ${response.status} ${body.message ?? ''}`
}

describe('access, enforced from the declaration', () => {
  it('registers every declared endpoint that needs a caller', () => {
    const walked = new Set(registered.list().map(describeEndpoint))
    const missing = declaredEndpoints()
      .filter((endpoint) => endpoint.access !== 'public')
      .map(describeEndpoint)
      .filter((name) => !walked.has(name))
    expect(missing).toEqual([])
  })

  it('answers 401 to an anonymous caller on every endpoint that is not public, whatever the input', async () => {
    const anonymous = t.client()
    const guarded = registered.list().filter((endpoint) => endpoint.access !== 'public')
    expect(guarded.length).toBeGreaterThan(80)
    for (const endpoint of guarded) {
      // The password change keeps the spec's own words for it.
      const words = endpoint === authApi.changePassword ? passwordMessages.notAuthenticated : UNAUTHENTICATED
      expect(await badRequest(anonymous, endpoint)).toBe(`${describeEndpoint(endpoint)} → 401 ${words}`)
    }
  })

  it('answers 403 to a signed-in user on every admin endpoint, whatever the input', async () => {
    const admin = registered.list().filter((endpoint) => endpoint.access === 'admin')
    expect(admin.length).toBeGreaterThan(10)
    for (const endpoint of admin) {
      expect(await badRequest(user, endpoint)).toBe(`${describeEndpoint(endpoint)} → 403 ${NOT_ADMIN}`)
    }
  })

  it('lets the same user through to the schema on the endpoints that are theirs', async () => {
    // The check above is the access check, not a blanket refusal: past it, the user meets the input rules.
    const own = registered
      .list()
      .filter((endpoint) => endpoint.access === 'user' && endpoint.body !== undefined)
    expect(own.length).toBeGreaterThan(10)
    for (const endpoint of own) {
      expect(await badRequest(user, endpoint)).toMatch(/ → 4(?!01|03)\d\d /)
    }
  })
})
