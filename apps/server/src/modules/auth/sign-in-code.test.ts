import { authMessages } from '@herald/contracts'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  nextCode,
  registerAndActivate,
  sendCode,
  signInWithCode,
  uniqueEmail,
} from '../../../test/auth-flows.ts'
import { startTestHerald, type TestHerald } from '../../../test/start-test-herald.ts'

let t: TestHerald
let db: pg.Client
beforeAll(async () => {
  t = await startTestHerald()
  db = new pg.Client({ connectionString: t.databaseUrl })
  await db.connect()
})
afterAll(async () => {
  await db.end()
  await t.stop()
})

async function activatedUser() {
  const client = t.client()
  const email = uniqueEmail()
  await registerAndActivate(client, t.smtp, email)
  return { client, email }
}

describe('sign-in with an emailed 6-digit code', () => {
  it('signs in, opens a session in an HttpOnly cookie and records the sign-in', async () => {
    const { client, email } = await activatedUser()
    await signInWithCode(client, t.smtp, email)
    const account = await client.get('/api/account')
    expect(account.status).toBe(200)
    expect(await account.json()).toMatchObject({ email, activated: true, authorities: ['ROLE_USER'] })
    const { rows } = await db.query(
      "select type from audit_events where principal = $1 and type like 'AUTH%'",
      [email],
    )
    expect(rows.map((r) => r.type)).toEqual(['AUTHENTICATION_SUCCESS'])
  })

  it('sets the session cookie HttpOnly and SameSite=Lax', async () => {
    const { client, email } = await activatedUser()
    await sendCode(client, email)
    const otp = await nextCode(t.smtp, email)
    const response = await client.post('/api/auth/sign-in/email-otp', { email, otp })
    const cookie = response.headers.getSetCookie().find((c) => c.includes('session_token'))
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
  })

  it('accepts a code once only', async () => {
    const { client, email } = await activatedUser()
    const otp = await signInWithCode(client, t.smtp, email)
    await client.post('/api/auth/sign-out')
    const replay = await client.post('/api/auth/sign-in/email-otp', { email, otp })
    expect(replay.status).toBe(400)
    expect((await replay.json()).message).toBe(authMessages.signInFailed)
    expect((await client.get('/api/account')).status).toBe(401)
  })

  it('refuses a code replaced by a newer request', async () => {
    const { client, email } = await activatedUser()
    const seen = new Set<string>()
    await sendCode(client, email)
    const first = await nextCode(t.smtp, email, seen)
    await sendCode(client, email)
    const second = await nextCode(t.smtp, email, seen)
    if (first !== second) {
      const old = await client.post('/api/auth/sign-in/email-otp', { email, otp: first })
      expect(old.status).toBe(400)
    }
    expect((await client.post('/api/auth/sign-in/email-otp', { email, otp: second })).status).toBe(200)
  })

  it('refuses an expired code', async () => {
    const { client, email } = await activatedUser()
    await sendCode(client, email)
    const otp = await nextCode(t.smtp, email)
    await db.query(
      "update verifications set expires_at = now() - interval '1 second' where identifier = $1",
      [`sign-in-otp-${email}`],
    )
    const response = await client.post('/api/auth/sign-in/email-otp', { email, otp })
    expect(response.status).toBe(400)
    expect((await response.json()).message).toBe(authMessages.codeExpired)
  })

  it('refuses even the right code after five wrong attempts, saying it is used up; a new code signs in', async () => {
    const { client, email } = await activatedUser()
    const seen = new Set<string>()
    await sendCode(client, email)
    const otp = await nextCode(t.smtp, email, seen)
    const wrong = otp === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++) {
      expect((await client.post('/api/auth/sign-in/email-otp', { email, otp: wrong })).status).toBe(400)
    }
    const sixth = await client.post('/api/auth/sign-in/email-otp', { email, otp })
    expect(sixth.status).toBe(403)
    expect((await sixth.json()).message).toBe(authMessages.codeUsedUp)
    const { rows } = await db.query(
      "select count(*)::int as n from audit_events where principal = $1 and type = 'AUTHENTICATION_FAILURE'",
      [email],
    )
    expect(rows[0].n).toBe(6)
    // 'Send a new code': the usual request, and the new code signs in.
    await signInWithCode(client, t.smtp, email, seen)
  })

  it('stores codes hashed, never in plain text', async () => {
    const { client, email } = await activatedUser()
    await sendCode(client, email)
    const otp = await nextCode(t.smtp, email)
    const { rows } = await db.query('select value from verifications where identifier = $1', [
      `sign-in-otp-${email}`,
    ])
    expect(rows[0].value).not.toContain(otp)
  })

  it('answers 429 after three code requests a minute from one address', async () => {
    const { client, email } = await activatedUser()
    const statuses = []
    for (let i = 0; i < 4; i++) statuses.push((await sendCode(client, email)).status)
    expect(statuses).toEqual([200, 200, 200, 429])
  })

  it('answers 429 after five codes an hour for one email, whatever the address', async () => {
    const { email } = await activatedUser()
    for (let i = 0; i < 5; i++) expect((await sendCode(t.client(), email)).status).toBe(200)
    const limited = await sendCode(t.client(), email)
    expect(limited.status).toBe(429)
    expect((await limited.json()).message).toBe(authMessages.tooManySignIns)
  })

  it('validates the email with the shared rules', async () => {
    const response = await sendCode(t.client(), 'not-an-email')
    expect(response.status).toBe(400)
    expect((await response.json()).message).toBe(authMessages.emailInvalid)
  })

  it('keeps no session after sign-out: the old cookie is refused', async () => {
    const { client, email } = await activatedUser()
    await signInWithCode(client, t.smtp, email)
    const oldCookies = new Map(client.cookies)
    expect((await client.post('/api/auth/sign-out')).status).toBe(200)
    client.cookies.clear()
    for (const [k, v] of oldCookies) client.cookies.set(k, v)
    expect((await client.get('/api/account')).status).toBe(401)
    const { rows } = await db.query(
      "select count(*)::int as n from audit_events where principal = $1 and type = 'LOGOUT'",
      [email],
    )
    expect(rows[0].n).toBe(1)
  })
})
