import { ipAllowListMessages } from '@herald/contracts'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nextCode, sendCode, signedInClient, uniqueEmail } from '../../../test/auth-flows.ts'
import { startFakeOpenIdProvider } from '../../../test/fake-openid-provider.ts'
import type { HttpClient } from '../../../test/http-client.ts'
import { refusal } from '../../../test/sftp-client.ts'
import { freePort, startTestHerald, type TestHerald } from '../../../test/start-test-herald.ts'

const LIST = '/api/account/whitelist-ips'
const google = { sub: 'g-door', email: 'door@gmail.example', given_name: 'Door', family_name: 'Keeper' }

let t: TestHerald
let db: pg.Client
let idp: Awaited<ReturnType<typeof startFakeOpenIdProvider>>
let sftpPort: number
const adminEmail = uniqueEmail('admin')
let admin: HttpClient

beforeAll(async () => {
  idp = await startFakeOpenIdProvider(google, 'google-client', 'google-secret')
  sftpPort = await freePort()
  t = await startTestHerald({
    ADMIN_EMAILS: adminEmail,
    RATE_LIMIT_WINDOW_SECONDS: '3600',
    GOOGLE_CLIENT_ID: 'google-client',
    GOOGLE_CLIENT_SECRET: 'google-secret',
    GOOGLE_DISCOVERY_URL: idp.discoveryUrl,
    SFTP_PORT: String(sftpPort),
  })
  db = new pg.Client({ connectionString: t.databaseUrl })
  await db.connect()
  admin = (await signedInClient(t.client(), t.smtp, adminEmail)).client
}, 60_000)
afterAll(async () => {
  await db?.end()
  await t?.stop()
  await idp?.close()
})

const own = (client: HttpClient) => client.headers['x-forwarded-for']!
const sessionCookie = (client: HttpClient) =>
  [...client.cookies.keys()].some((k) => k.includes('session_token'))

/** The account's list holds only the address of `client` (the first entry must hold the address adding it). */
async function allowOnly(client: HttpClient, address = own(client)) {
  const response = await client.post(LIST, { address })
  expect(response.status, await response.clone().text()).toBe(201)
}

async function refusals(email: string) {
  const { rows } = await db.query<{ data: Record<string, string> }>(
    "select data from audit_events where principal = $1 and type = 'AUTHENTICATION_FAILURE' order by id",
    [email],
  )
  return rows.map((row) => row.data)
}

describe('the IP allow-list at every door', () => {
  it('refuses a sign-in by emailed code or by password from another address, and audits it', async () => {
    const { client, email } = await signedInClient(t.client(), t.smtp)
    await allowOnly(client)
    // A password, set through the reset link, for the password door.
    expect(
      (await client.post('/api/auth/request-password-reset', { email, redirectTo: '/reset/finish' })).status,
    ).toBe(200)
    const mail = await t.smtp.waitFor(email, (m) => m.subject === 'Reset your Herald password')
    const token = /reset\/finish\?token=([\w-]+)/.exec(mail.text ?? '')![1]!
    expect(
      (await client.post('/api/auth/reset-password', { newPassword: 'correct horse battery', token })).status,
    ).toBe(200)

    const elsewhere = t.client()
    const seen = new Set(t.smtp.messages.map((m) => m.messageId ?? ''))
    expect((await sendCode(elsewhere, email)).status).toBe(200)
    const otp = await nextCode(t.smtp, email, seen)
    const byCode = await elsewhere.post('/api/auth/sign-in/email-otp', { email, otp })
    expect(byCode.status, await byCode.clone().text()).toBe(403)
    expect((await byCode.json()).message).toBe(ipAllowListMessages.notAllowed(own(elsewhere)))
    expect(sessionCookie(elsewhere)).toBe(false)

    const byPassword = await elsewhere.post('/api/auth/sign-in/email', {
      email,
      password: 'correct horse battery',
    })
    expect(byPassword.status).toBe(403)
    expect((await byPassword.json()).message).toBe(ipAllowListMessages.notAllowed(own(elsewhere)))
    expect(sessionCookie(elsewhere)).toBe(false)
    expect((await elsewhere.get('/api/account')).status).toBe(401)

    // From the allowed address the same password signs in.
    const inside = new (client.constructor as typeof HttpClient)(t.url, { 'x-forwarded-for': own(client) })
    const allowed = await inside.post('/api/auth/sign-in/email', { email, password: 'correct horse battery' })
    expect(allowed.status).toBe(200)
    expect((await inside.get('/api/account')).status).toBe(200)

    expect(await refusals(email)).toEqual([
      { reason: 'Address not on the IP allow-list', address: own(elsewhere) },
      { reason: 'Address not on the IP allow-list', address: own(elsewhere) },
    ])
  })

  it('refuses a session used from another address at get-session', async () => {
    const { client } = await signedInClient(t.client(), t.smtp)
    await allowOnly(client)
    const session = await client.get('/api/auth/get-session')
    expect(session.status).toBe(200)
    expect(await session.json()).toMatchObject({ user: expect.any(Object) })
    const outside = await client.get('/api/auth/get-session', { 'x-forwarded-for': '198.51.100.9' })
    expect(outside.status).toBe(403)
    expect((await outside.json()).message).toBe(ipAllowListMessages.notAllowed('198.51.100.9'))
    // Signed out, the answer is still null, from anywhere.
    expect(await (await t.client().get('/api/auth/get-session')).json()).toBeNull()
  })

  it('refuses a social sign-in from another address and returns to the app with the reason', async () => {
    const signInWithGoogle = async (client: HttpClient) => {
      const start = await client.post('/api/auth/sign-in/social', {
        provider: 'google',
        callbackURL: '/oauth-redirect',
        errorCallbackURL: '/oauth-redirect',
        newUserCallbackURL: '/oauth-redirect',
      })
      const { url } = (await start.json()) as { url: string }
      const atProvider = await fetch(url, { redirect: 'manual' })
      const callback = new URL(atProvider.headers.get('location')!)
      const back = await client.get(callback.pathname + callback.search)
      expect(back.status).toBe(302)
      return new URL(back.headers.get('location')!, t.url)
    }
    const first = t.client()
    expect((await signInWithGoogle(first)).searchParams.get('error')).toBeNull()
    await allowOnly(first)

    const elsewhere = t.client()
    const landing = await signInWithGoogle(elsewhere)
    expect(landing.pathname).toBe('/oauth-redirect')
    expect(landing.searchParams.get('error'), landing.href).toBe('ADDRESS_NOT_ALLOWED')
    expect(landing.searchParams.get('error_description')).toBe(ipAllowListMessages.notAllowed(own(elsewhere)))
    expect((await elsewhere.get('/api/account')).status).toBe(401)
    expect(await refusals(google.email)).toEqual([
      { reason: 'Address not on the IP allow-list', address: own(elsewhere) },
    ])
  })

  it('refuses an SFTP sign-in from an address outside the list, like a wrong password, and audits it', async () => {
    const { client, email } = await signedInClient(t.client(), t.smtp)
    const id = String((await (await client.get('/api/account')).json())['id'])
    await db.query("update users set subscription_type = 'PREMIUM' where id = $1", [id])
    const issued = await admin.post(`/api/admin/users/${id}/sftp-credentials`, {})
    expect(issued.status).toBe(201)
    const { username, password } = (await issued.json()) as { username: string; password: string }
    expect(await refusal(sftpPort, { username, password })).toBe('accepted')

    // The HTTP client is at 10.x; the SFTP client connects from 127.0.0.1, outside 10.0.0.0/8.
    await allowOnly(client, '10.0.0.0/8')
    expect(await refusal(sftpPort, { username, password })).toBe(ipAllowListMessages.notAllowed('127.0.0.1'))
    expect(await refusals(username)).toContainEqual({
      channel: 'SFTP',
      address: expect.stringMatching(/127\.0\.0\.1$/),
      reason: 'Address not on the IP allow-list',
    })
    // Adding the loopback address lets the same credentials in again.
    expect((await client.post(LIST, { address: '127.0.0.1' })).status).toBe(201)
    expect(await refusal(sftpPort, { username, password })).toBe('accepted')
    expect(email).toContain('@')
  })
})
