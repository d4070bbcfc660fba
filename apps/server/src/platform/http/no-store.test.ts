import { existsSync, readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInClient } from '../../../test/auth-flows.ts'
import { HttpClient } from '../../../test/http-client.ts'
import { startTestHerald, type TestHerald } from '../../../test/start-test-herald.ts'

const webAssets = fileURLToPath(new URL('../../../../web/dist/assets', import.meta.url))
const builtScript = existsSync(webAssets)
  ? readdirSync(webAssets).find((file) => file.endsWith('.js'))
  : undefined

let t: TestHerald
let client: HttpClient
beforeAll(async () => {
  t = await startTestHerald()
  ;({ client } = await signedInClient(t.client(), t.smtp))
})
afterAll(async () => {
  await t.stop()
})

const cacheControl = (response: Response) => response.headers.get('cache-control')

/** Security probe: answers that needed a session or an API key are never stored by a browser or a proxy. */
describe('Cache-Control on API answers', () => {
  it('is no-store on what a session gets, and on the errors of endpoints that need one', async () => {
    for (const path of ['/api/account', '/api/user-jobs?page=0', '/api/account/whitelist-ips']) {
      const response = await client.get(path)
      expect(response.status, path).toBe(200)
      expect(cacheControl(response), path).toBe('no-store')
    }
    const invalid = await client.get('/api/user-jobs?size=100000')
    expect(invalid.status).toBe(400)
    expect(cacheControl(invalid)).toBe('no-store')
    const signedOut = await t.client().get('/api/account')
    expect(signedOut.status).toBe(401)
    expect(cacheControl(signedOut)).toBe('no-store')
  })

  it('is no-store on what an API key gets, and on a refused key', async () => {
    const generated = await client.post('/api/api-key')
    expect(generated.status).toBe(201)
    expect(cacheControl(generated)).toBe('no-store')
    const { keySecret } = (await generated.json()) as { keySecret: string }
    const withKey = new HttpClient(t.url, { ...t.client().headers, authorization: `Bearer ${keySecret}` })
    const jobs = await withKey.get('/api/user-jobs')
    expect(jobs.status).toBe(200)
    expect(cacheControl(jobs)).toBe('no-store')
    const refused = new HttpClient(t.url, { ...t.client().headers, authorization: 'Bearer hk_not-a-key' })
    const answer = await refused.get('/api/user-jobs')
    expect(answer.status).toBe(401)
    expect(cacheControl(answer)).toBe('no-store')
  })

  it.skipIf(!builtScript)('leaves the web app’s own caching alone', async () => {
    const script = await t.client().get(`/assets/${builtScript}`)
    expect(script.status).toBe(200)
    expect(cacheControl(script)).toBe('public, max-age=31536000, immutable')
    const page = await t.client().get('/user-jobs')
    expect(page.status).toBe(200)
    expect(cacheControl(page)).toBe('no-cache')
  })
})
