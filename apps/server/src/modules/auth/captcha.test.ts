import { authMessages } from '@herald/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { uniqueEmail } from '../../../test/auth-flows.ts'
import { startFakeTurnstile } from '../../../test/fake-turnstile.ts'
import { startTestHerald, type TestHerald } from '../../../test/start-test-herald.ts'

let t: TestHerald
let turnstile: Awaited<ReturnType<typeof startFakeTurnstile>>
beforeAll(async () => {
  turnstile = await startFakeTurnstile('captcha-secret')
  t = await startTestHerald({
    TURNSTILE_SITE_KEY: 'site-key',
    TURNSTILE_SECRET_KEY: 'captcha-secret',
    TURNSTILE_VERIFY_URL: turnstile.url,
  })
})
afterAll(async () => {
  await t.stop()
  await turnstile.close()
})

describe('captcha, when configured', () => {
  it('tells the web app its site key', async () => {
    expect((await (await t.client().get('/api/profile-info')).json()).captchaSiteKey).toBe('site-key')
  })

  it('is required to send a sign-in code, whatever the URL says', async () => {
    const client = t.client()
    const body = { email: uniqueEmail(), type: 'sign-in' }
    const missing = await client.post('/api/auth/email-otp/send-verification-otp?captcha=disabled', body)
    expect(missing.status).toBe(400)
    expect((await missing.json()).message).toBe(authMessages.captchaRequired)
    const forged = await client.post('/api/auth/email-otp/send-verification-otp', body, {
      'x-captcha-response': 'forged',
    })
    expect((await forged.json()).message).toBe(authMessages.captchaFailed)
    const valid = await client.post('/api/auth/email-otp/send-verification-otp', body, {
      'x-captcha-response': 'pass-1',
    })
    expect(valid.status).toBe(200)
  })

  it('is required to sign up', async () => {
    const client = t.client()
    const body = { firstName: 'A', email: uniqueEmail() }
    expect((await (await client.post('/api/register', body)).json()).message).toBe(
      authMessages.captchaRequired,
    )
    expect(
      (await (await client.post('/api/register', body, { 'x-captcha-response': 'nope' })).json()).message,
    ).toBe(authMessages.captchaFailed)
    expect((await client.post('/api/register', body, { 'x-captcha-response': 'pass-2' })).status).toBe(201)
  })
})
