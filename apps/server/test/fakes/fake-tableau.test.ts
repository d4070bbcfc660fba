import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeTableau, type FakeTableau } from './fake-tableau.ts'

let fake: FakeTableau
beforeAll(async () => {
  fake = await startFakeTableau()
})
afterAll(() => fake.close())

const signIn = async (accept = 'application/json') =>
  fetch(`${fake.url}/api/3.23/auth/signin`, {
    method: 'POST',
    headers: { accept, 'content-type': 'application/xml' },
    body: `<tsRequest><credentials personalAccessTokenName="${fake.pat.name}" personalAccessTokenSecret="${fake.pat.secret}"><site contentUrl="acme"/></credentials></tsRequest>`,
  })

describe('the fake Tableau server (reference §4, §6)', () => {
  it('answers XML by default and JSON on request, with string-typed pagination', async () => {
    const info = await (await fetch(`${fake.url}/api/2.4/serverInfo`)).text()
    expect(info).toContain('<restApiVersion>3.23</restApiVersion>')
    const xml = await (await signIn('*/*')).text()
    expect(xml).toMatch(/^<\?xml .*<tsResponse xmlns="http:\/\/tableau.com\/api"><credentials token="[^"]+"/)
    const token = ((await (await signIn()).json()) as { credentials: { token: string } }).credentials.token
    const site = fake.catalog.site.id
    const projects = await fetch(`${fake.url}/api/3.23/sites/${site}/projects?pageSize=2&pageNumber=2`, {
      headers: { 'x-tableau-auth': token, accept: 'application/json' },
    })
    expect(await projects.json()).toMatchObject({
      pagination: { pageNumber: '2', pageSize: '2', totalAvailable: '3' },
      projects: { project: [{ name: 'Big' }] },
    })
    const empty = await fetch(`${fake.url}/api/3.23/sites/${site}/projects?pageSize=2&pageNumber=9`, {
      headers: { 'x-tableau-auth': token, accept: 'application/json' },
    })
    expect(((await empty.json()) as { projects: unknown }).projects).toEqual({})
  })

  it('ends a PAT’s previous session when it signs in again (401002), and refuses bad input with §4.12 errors', async () => {
    const first = ((await (await signIn()).json()) as { credentials: { token: string } }).credentials.token
    await signIn()
    const site = fake.catalog.site.id
    const ended = await fetch(`${fake.url}/api/3.23/sites/${site}/projects`, {
      headers: { 'x-tableau-auth': first },
    })
    expect(ended.status).toBe(401)
    expect(await ended.text()).toContain('<error code="401002">')
    const token = ((await (await signIn()).json()) as { credentials: { token: string } }).credentials.token
    const tooBig = await fetch(`${fake.url}/api/3.23/sites/${site}/views?pageSize=1001`, {
      headers: { 'x-tableau-auth': token, accept: 'application/json' },
    })
    expect(tooBig.status).toBe(400)
    expect(await tooBig.json()).toMatchObject({ error: { code: '400006' } })
    fake.throttleNext(1, 7)
    const throttled = await fetch(`${fake.url}/api/3.23/sites/${site}/views`, {
      headers: { 'x-tableau-auth': token },
    })
    expect([throttled.status, throttled.headers.get('retry-after')]).toEqual([429, '7'])
    const view = fake.catalog.views.find((v) => v.name === 'Regional Sales')!
    const csv = async (query: string) =>
      (
        await fetch(`${fake.url}/api/3.23/sites/${site}/views/${view.id}/data?${query}`, {
          headers: { 'x-tableau-auth': token },
        })
      ).text()
    expect(await csv('vf_Region=East,West')).not.toContain('North')
    expect(await csv('vf_Territory=East')).toContain('North') // unknown field: silently ignored
    expect(await csv('vf_Revenue=gt:1000')).toContain('400') // not an exact value: ignored
  })
})
