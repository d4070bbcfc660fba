import { authMessages, emailChangeMessages } from '@herald/contracts'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInClient, signInWithCode, uniqueEmail } from '../../../test/auth-flows.ts'
import { startTestHerald, type TestHerald } from '../../../test/start-test-herald.ts'

const CHANGE = '/api/account/change-email'

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

/** The token of the confirmation link emailed to `to` (every test changes to addresses of its own). */
async function linkToken(to: string): Promise<string> {
  const mail = await t.smtp.waitFor(to, (m) => m.subject === 'Confirm your new Herald email address')
  return /confirm-email\?token=([\w-]+)/.exec(mail.text ?? '')![1]!
}

/** The sign-in code emails `to` has received so far, so the next sign-in waits for a new one. */
const codesSentTo = (to: string) =>
  new Set(
    t.smtp.messages
      .filter((m) => m.subject?.includes('sign-in code') && JSON.stringify(m.to).toLowerCase().includes(to))
      .map((m) => m.messageId ?? ''),
  )

describe('changing the sign-in email', () => {
  it('changes it only when the link sent to the new address is opened, and tells the old one', async () => {
    const { client, email: oldEmail } = await signedInClient(t.client(), t.smtp)
    expect(await (await client.get(CHANGE)).json()).toBeNull()
    const newEmail = uniqueEmail('moved')
    const requested = await client.post(CHANGE, { email: newEmail.toUpperCase() })
    expect(requested.status).toBe(202)
    const pending = await requested.json()
    expect(pending).toMatchObject({ email: newEmail })
    expect(await (await client.get(CHANGE)).json()).toEqual(pending)
    const token = await linkToken(newEmail)

    // Until the link is opened, nothing changed: the old address still signs in.
    expect((await (await client.get('/api/account')).json()).email).toBe(oldEmail)
    const elsewhere = t.client()
    await signInWithCode(elsewhere, t.smtp, oldEmail, codesSentTo(oldEmail))
    expect((await (await elsewhere.get('/api/account')).json()).email).toBe(oldEmail)

    // The link may be opened anywhere, signed in or not.
    const confirmed = await t.client().post(`${CHANGE}/confirm`, { token })
    expect(confirmed.status).toBe(200)
    expect(await confirmed.json()).toEqual({ email: newEmail })
    const notice = await t.smtp.waitFor(
      oldEmail,
      (m) => m.subject === 'Your Herald email address was changed',
    )
    expect(notice.text).toContain(newEmail)

    // Both sessions stay valid and see the new address; the new address signs in.
    expect((await (await client.get('/api/account')).json()).email).toBe(newEmail)
    expect((await (await elsewhere.get('/api/account')).json()).email).toBe(newEmail)
    expect(await (await client.get(CHANGE)).json()).toBeNull()
    const fresh = t.client()
    await signInWithCode(fresh, t.smtp, newEmail)
    expect((await (await fresh.get('/api/account')).json()).email).toBe(newEmail)

    const reused = await t.client().post(`${CHANGE}/confirm`, { token })
    expect(reused.status).toBe(400)
    expect((await reused.json()).message).toBe(emailChangeMessages.linkInvalid)
    const { rows } = await db.query<{ type: string; data: Record<string, string> }>(
      "select type, data from audit_events where type like 'EMAIL_CHANGE%' and data->>'to' = $1 order by id",
      [newEmail],
    )
    expect(rows).toEqual([
      { type: 'EMAIL_CHANGE_REQUESTED', data: { to: newEmail } },
      { type: 'EMAIL_CHANGED', data: { from: oldEmail, to: newEmail } },
    ])
  })

  it('refuses a bad address, the current one and one another account uses', async () => {
    const { client, email } = await signedInClient(t.client(), t.smtp)
    const { email: taken } = await signedInClient(t.client(), t.smtp)
    const cases: [unknown, number, string][] = [
      [{ email: 'not an email' }, 400, authMessages.emailInvalid],
      [{ email: '' }, 400, authMessages.emailRequired],
      [{}, 400, authMessages.emailRequired],
      [{ email: email.toUpperCase() }, 400, emailChangeMessages.sameEmail],
      [{ email: taken }, 409, emailChangeMessages.taken],
    ]
    for (const [body, status, message] of cases) {
      const response = await client.post(CHANGE, body)
      expect(response.status, JSON.stringify(body)).toBe(status)
      expect((await response.json()).message, JSON.stringify(body)).toBe(message)
    }
    expect(await (await client.get(CHANGE)).json()).toBeNull()
    for (const token of ['', 'x'.repeat(201)]) {
      expect((await t.client().post(`${CHANGE}/confirm`, { token })).status).toBe(400)
    }
    const unknown = await t.client().post(`${CHANGE}/confirm`, { token: 'no-such-token' })
    expect((await unknown.json()).message).toBe(emailChangeMessages.linkInvalid)
  })

  it('replaces an earlier request, cancels, and refuses a link whose address was taken meanwhile', async () => {
    const { client, email } = await signedInClient(t.client(), t.smtp)
    const first = uniqueEmail('first')
    const second = uniqueEmail('second')
    await client.post(CHANGE, { email: first })
    const firstToken = await linkToken(first)
    await client.post(CHANGE, { email: second })
    const secondToken = await linkToken(second)
    expect((await t.client().post(`${CHANGE}/confirm`, { token: firstToken })).status).toBe(400)

    expect((await client.request('DELETE', CHANGE)).status).toBe(204)
    expect(await (await client.get(CHANGE)).json()).toBeNull()
    expect((await t.client().post(`${CHANGE}/confirm`, { token: secondToken })).status).toBe(400)

    const third = uniqueEmail('third')
    await client.post(CHANGE, { email: third })
    const thirdToken = await linkToken(third)
    await signedInClient(t.client(), t.smtp, third)
    const taken = await t.client().post(`${CHANGE}/confirm`, { token: thirdToken })
    expect(taken.status).toBe(409)
    expect((await taken.json()).message).toBe(emailChangeMessages.taken)
    expect((await (await client.get('/api/account')).json()).email).toBe(email)
  })

  it('records a profile change in the audit trail', async () => {
    const { client, email } = await signedInClient(t.client(), t.smtp)
    const saved = await client.post('/api/account', { firstName: 'Grace', lastName: 'Hopper', langKey: 'fr' })
    expect(await saved.json()).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', langKey: 'fr' })
    const { rows } = await db.query(
      "select 1 from audit_events where type = 'PROFILE_UPDATED' and principal = $1",
      [email],
    )
    expect(rows).toHaveLength(1)
  })
})
