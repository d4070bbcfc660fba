import { accountSessionMessages, type AccountSession } from '@herald/contracts'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerAndActivate, signInWithCode, uniqueEmail } from '../../../test/auth-flows.ts'
import { HttpClient } from '../../../test/http-client.ts'
import { startTestHerald, type TestHerald } from '../../../test/start-test-herald.ts'

const SESSIONS = '/api/account/sessions'
const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'
const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:141.0) Gecko/141.0 Firefox/141.0'

let t: TestHerald
let db: pg.Client
beforeAll(async () => {
  t = await startTestHerald({ RATE_LIMIT_WINDOW_SECONDS: '3600' })
  db = new pg.Client({ connectionString: t.databaseUrl })
  await db.connect()
})
afterAll(async () => {
  await db.end()
  await t.stop()
})

/** A client of its own address and browser, signed in to `email` with a code. */
async function signedIn(email: string, userAgent = CHROME_LINUX): Promise<HttpClient> {
  const client = t.client()
  client.headers['user-agent'] = userAgent
  await signInWithCode(client, t.smtp, email, new Set(t.smtp.messages.map((m) => m.messageId ?? '')))
  return client
}

const sessionToken = (client: HttpClient) =>
  decodeURIComponent([...client.cookies].find(([name]) => name.includes('session_token'))![1]).split('.')[0]!

async function sessionsOf(client: HttpClient): Promise<AccountSession[]> {
  const response = await client.get(SESSIONS)
  expect(response.status, await response.clone().text()).toBe(200)
  return (await response.json()) as unknown as AccountSession[]
}

async function account() {
  const email = uniqueEmail()
  await registerAndActivate(t.client(), t.smtp, email)
  return email
}

async function setPassword(email: string, password: string) {
  const client = t.client()
  const seen = new Set(t.smtp.messages.map((m) => m.messageId ?? ''))
  await client.post('/api/auth/request-password-reset', { email, redirectTo: '/reset/finish' })
  const mail = await t.smtp.waitFor(
    email,
    (m) => m.subject === 'Reset your Herald password' && !seen.has(m.messageId ?? ''),
  )
  const token = /reset\/finish\?token=([\w-]+)/.exec(mail.text ?? '')![1]!
  expect((await client.post('/api/auth/reset-password', { newPassword: password, token })).status).toBe(200)
}

describe('the account’s sessions', () => {
  it('lists each session with its device, address and times, marks this one, and never shows a token', async () => {
    const email = await account()
    const laptop = await signedIn(email)
    const phone = await signedIn(email, FIREFOX_ANDROID)
    const response = await laptop.get(SESSIONS)
    const text = await response.clone().text()
    expect(text).not.toContain(sessionToken(laptop))
    expect(text).not.toContain(sessionToken(phone))
    const listed = await sessionsOf(laptop)
    expect(listed).toHaveLength(2)
    const mine = listed.find((s) => s.current)!
    const other = listed.find((s) => !s.current)!
    expect(mine).toMatchObject({
      device: 'Chrome 140 on Linux',
      address: laptop.headers['x-forwarded-for'],
      userAgent: CHROME_LINUX,
    })
    expect(other).toMatchObject({
      device: 'Firefox 141 on Android 14 (mobile)',
      address: phone.headers['x-forwarded-for'],
    })
    expect(Date.parse(mine.createdDate)).toBeLessThanOrEqual(Date.parse(mine.lastSeenDate))
    expect((await sessionsOf(phone)).find((s) => s.current)!.id).toBe(other.id)
    // Neither the library's sign-in answer nor get-session carries the token the cookie holds.
    const session = await laptop.get('/api/auth/get-session')
    const sessionText = await session.text()
    expect(sessionText).toContain('"session"')
    expect(sessionText).not.toContain(sessionToken(laptop))
  })

  it('signs one session out; it is refused at once; another account cannot touch it', async () => {
    const email = await account()
    const laptop = await signedIn(email)
    const phone = await signedIn(email, FIREFOX_ANDROID)
    const phoneId = (await sessionsOf(phone)).find((s) => s.current)!.id

    const stranger = await signedIn(await account())
    const foreign = await stranger.request('DELETE', `${SESSIONS}/${phoneId}`)
    expect(foreign.status).toBe(404)
    expect((await foreign.json()).message).toBe(accountSessionMessages.notFound)
    expect((await phone.get('/api/account')).status).toBe(200)

    expect((await laptop.request('DELETE', `${SESSIONS}/${phoneId}`)).status).toBe(204)
    expect((await phone.get('/api/account')).status).toBe(401)
    expect(await (await phone.get('/api/auth/get-session')).json()).toBeNull()
    expect((await laptop.request('DELETE', `${SESSIONS}/${phoneId}`)).status).toBe(404)
    expect((await laptop.request('DELETE', `${SESSIONS}/not%20an%20id`)).status).toBe(400)
    expect((await sessionsOf(laptop)).map((s) => s.current)).toEqual([true])
  })

  it('signs out everywhere else, keeping this session', async () => {
    const email = await account()
    const laptop = await signedIn(email)
    const others = [await signedIn(email, FIREFOX_ANDROID), await signedIn(email)]
    const response = await laptop.post(`${SESSIONS}/revoke-others`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ revoked: 2 })
    for (const other of others) expect((await other.get('/api/account')).status).toBe(401)
    expect((await laptop.get('/api/account')).status).toBe(200)
    expect(await (await laptop.post(`${SESSIONS}/revoke-others`)).json()).toEqual({ revoked: 0 })
    const { rows } = await db.query<{ data: Record<string, string> }>(
      "select data from audit_events where principal = $1 and type = 'LOGOUT' order by id",
      [email],
    )
    expect(rows.map((r) => r.data['sessions'])).toEqual(['2', '0'])
  })

  it('ends every other session when the password is changed, and every session when it is reset', async () => {
    const email = await account()
    await setPassword(email, 'correct horse battery')
    const signInWithPassword = async () => {
      const client = t.client()
      const response = await client.post('/api/auth/sign-in/email', {
        email,
        password: 'correct horse battery',
      })
      expect(response.status).toBe(200)
      expect(await response.text()).not.toContain(sessionToken(client))
      return client
    }
    const laptop = await signInWithPassword()
    const phone = await signInWithPassword()
    const changed = await laptop.post('/api/auth/change-password', {
      currentPassword: 'correct horse battery',
      newPassword: 'an even better password',
    })
    expect(changed.status, await changed.clone().text()).toBe(200)
    expect(await changed.text()).not.toContain(sessionToken(laptop))
    expect((await phone.get('/api/account')).status).toBe(401)
    expect((await laptop.get('/api/account')).status).toBe(200)
    expect(await sessionsOf(laptop)).toHaveLength(1)

    await setPassword(email, 'a third password here')
    expect((await laptop.get('/api/account')).status).toBe(401)
  })

  it('shows when a session was last used', async () => {
    const email = await account()
    const laptop = await signedIn(email)
    const [session] = await sessionsOf(laptop)
    await db.query("update sessions set updated_at = now() - interval '3 hours' where id = $1", [session!.id])
    expect((await laptop.get('/api/account')).status).toBe(200)
    const [seen] = await sessionsOf(laptop)
    expect(Date.now() - Date.parse(seen!.lastSeenDate)).toBeLessThan(60_000)
  })
})
