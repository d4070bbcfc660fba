import { accountMessages } from '@herald/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerAndActivate, signInWithCode, uniqueEmail } from '../../../test/auth-flows.ts'
import { startTestHerald, type TestHerald } from '../../../test/start-test-herald.ts'

let t: TestHerald
beforeAll(async () => {
  t = await startTestHerald()
})
afterAll(() => t.stop())

describe('account API', () => {
  it('returns the spec fields and saves firstName, lastName and langKey', async () => {
    const client = t.client()
    const email = uniqueEmail()
    await registerAndActivate(client, t.smtp, email, 'Ada')
    await signInWithCode(client, t.smtp, email)
    const account = await (await client.get('/api/account')).json()
    expect(account).toMatchObject({
      login: email,
      email,
      firstName: 'Ada',
      langKey: 'en',
      eulaSigned: true,
      subscriptionType: 'FREE_TRIAL',
      activated: true,
      canCreateJobs: true,
    })
    expect(Date.now() - Date.parse(String(account['subscriptionStartDate']))).toBeLessThan(60_000)

    const saved = await client.post('/api/account', { firstName: 'Ada', lastName: 'Lovelace', langKey: 'en' })
    expect(saved.status).toBe(200)
    expect(await saved.json()).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' })
    expect(accountMessages.saved).toBe('Saved!')
  })

  it('rejects line breaks in names', async () => {
    const client = t.client()
    const email = uniqueEmail()
    await registerAndActivate(client, t.smtp, email)
    await signInWithCode(client, t.smtp, email)
    const response = await client.post('/api/account', { firstName: 'A\r\nBcc: x@y.z', langKey: 'en' })
    expect(response.status).toBe(400)
  })

  it('refuses cross-site state changes, by Fetch Metadata or by Origin', async () => {
    const client = t.client()
    const email = uniqueEmail()
    await registerAndActivate(client, t.smtp, email)
    await signInWithCode(client, t.smtp, email)
    const bySite = await client.post(
      '/api/account',
      { firstName: 'Evil', langKey: 'en' },
      { 'sec-fetch-site': 'cross-site' },
    )
    expect(bySite.status).toBe(403)
    const byOrigin = await client.post(
      '/api/account',
      { firstName: 'Evil', langKey: 'en' },
      { origin: 'http://127.0.0.2:8080' },
    )
    expect(byOrigin.status).toBe(403)
    const signOut = await client.post('/api/auth/sign-out', {}, { origin: 'https://attacker.example' })
    expect(signOut.status).toBe(403)
    expect((await (await client.get('/api/account')).json()).firstName).toBe('Ada')
  })

  it('sends security headers and hides internals', async () => {
    const response = await t.client().get('/api/profile-info')
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    const missing = await t.client().get('/api/does-not-exist')
    expect(missing.status).toBe(404)
    expect(await missing.json()).toMatchObject({ status: 404, message: 'Not found' })
  })
})

describe('the session cookie', () => {
  it('is refused when its signature was tampered with, however valid the token', async () => {
    const client = t.client()
    const email = uniqueEmail()
    await registerAndActivate(client, t.smtp, email)
    await signInWithCode(client, t.smtp, email)
    const [name, value] = [...client.cookies].find(([n]) => n.includes('session_token'))!
    const [token] = decodeURIComponent(value).split('.')
    const forged = encodeURIComponent(`${token}.${Buffer.alloc(32, 7).toString('base64')}`)
    const attacker = t.client()
    attacker.cookies.set(name, forged)
    expect((await attacker.get('/api/account')).status).toBe(401)
    attacker.cookies.set(name, token!)
    expect((await attacker.get('/api/account')).status).toBe(401)
    expect((await client.get('/api/account')).status).toBe(200)
  })
})
