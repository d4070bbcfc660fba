import { authMessages } from '@herald/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerAndActivate, signedInClient, uniqueEmail } from '../../../test/auth-flows.ts'
import { startTestHerald, type TestHerald } from '../../../test/start-test-herald.ts'

let t: TestHerald
beforeAll(async () => {
  t = await startTestHerald({ ADMIN_EMAILS: 'boss@example.com,auditor@example.com' })
})
afterAll(() => t.stop())

describe('registration and activation', () => {
  it('creates a FREE_TRIAL account from today and emails an activation link', async () => {
    const client = t.client()
    const email = uniqueEmail('new')
    const response = await client.post('/api/register', { firstName: 'Grace', email, langKey: 'en' })
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ message: authMessages.activationSent })
    const mail = await t.smtp.waitFor(email, (m) => m.subject === 'Activate your Herald account')
    expect(mail.text).toContain(`${t.url}/activate?key=`)
    expect(mail.html).toContain('Welcome to Herald, Grace')
  })

  it('activates with the emailed key, once the key is valid', async () => {
    const client = t.client()
    const email = uniqueEmail()
    await registerAndActivate(client, t.smtp, email, 'Linus')
  })

  it('records the activation under the account that was activated, not as unknown', async () => {
    const email = uniqueEmail('audited')
    await registerAndActivate(t.client(), t.smtp, email, 'Ada')
    const { client: admin } = await signedInClient(t.client(), t.smtp, 'auditor@example.com')
    const response = await admin.get(
      `/management/audits?type=ACTIVATION&principal=${encodeURIComponent(email)}`,
    )
    expect(response.status).toBe(200)
    const events = (await response.json()) as unknown as Array<{ principal: string; type: string }>
    expect(events).toEqual([expect.objectContaining({ principal: email, type: 'ACTIVATION' })])
  })

  it('refuses an unknown activation key with the spec text', async () => {
    const response = await t.client().get('/api/activate?key=not-a-real-key')
    expect(response.status).toBe(400)
    expect((await response.json()).message).toBe(authMessages.notActivated)
  })

  it('says so when the email already has an account', async () => {
    const client = t.client()
    const email = uniqueEmail()
    expect((await client.post('/api/register', { firstName: 'A', email })).status).toBe(201)
    const again = await client.post('/api/register', { firstName: 'A', email: email.toUpperCase() })
    expect(again.status).toBe(409)
    expect((await again.json()).message).toBe(authMessages.emailExists)
  })

  it('validates fields with the shared messages', async () => {
    const client = t.client()
    const noName = await client.post('/api/register', { firstName: '', email: uniqueEmail() })
    expect(noName.status).toBe(400)
    expect((await noName.json()).message).toBe(authMessages.firstNameRequired)
    const badEmail = await client.post('/api/register', { firstName: 'A', email: 'nobody@' })
    expect((await badEmail.json()).message).toBe(authMessages.emailInvalid)
    const short = await client.post('/api/register', { firstName: 'A', email: 'a@b' })
    expect((await short.json()).message).toBe(authMessages.emailMin)
  })

  it('limits sign-ups from one address', async () => {
    const client = t.client()
    const statuses = []
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await client.post('/api/register', { firstName: 'Spam', email: uniqueEmail('spam') })).status,
      )
    }
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201])
    expect(statuses[5]).toBe(429)
  })

  it('gives ROLE_ADMIN only to ADMIN_EMAILS', async () => {
    const { signInWithCode } = await import('../../../test/auth-flows.ts')
    const admin = t.client()
    await registerAndActivate(admin, t.smtp, 'boss@example.com')
    await signInWithCode(admin, t.smtp, 'boss@example.com')
    expect((await (await admin.get('/api/account')).json()).authorities).toEqual(['ROLE_USER', 'ROLE_ADMIN'])

    const user = t.client()
    const email = uniqueEmail()
    await registerAndActivate(user, t.smtp, email)
    await signInWithCode(user, t.smtp, email)
    expect((await (await user.get('/api/account')).json()).authorities).toEqual(['ROLE_USER'])
  })

  it('does not expose the library sign-up endpoint that would bypass these checks', async () => {
    const response = await t
      .client()
      .post('/api/auth/sign-up/email', { email: uniqueEmail(), password: 'x'.repeat(12), name: 'x' })
    expect(response.status).toBe(404)
  })
})

describe('when sign-ups are disabled', () => {
  it('refuses registration with the spec text', async () => {
    const closed = await startTestHerald({ SIGNUPS_ENABLED: 'false' })
    try {
      const response = await closed.client().post('/api/register', { firstName: 'A', email: uniqueEmail() })
      expect(response.status).toBe(403)
      expect((await response.json()).message).toBe(authMessages.signupsDisabled)
    } finally {
      await closed.stop()
    }
  })
})
