import { authMessages, passwordMessages } from '@herald/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerAndActivate, signInWithCode, uniqueEmail } from '../../../test/auth-flows.ts'
import { startTestHerald, type TestHerald } from '../../../test/start-test-herald.ts'

let t: TestHerald
beforeAll(async () => {
  t = await startTestHerald()
})
afterAll(() => t.stop())

/** Whether a reset link can still be used: the token travels in a POST body, never in the URL. */
async function check(token: string) {
  const response = await t.client().post('/api/account/reset-password/check', { token })
  expect(response.status).toBe(200)
  return response.json()
}

async function resetToken(email: string) {
  const client = t.client()
  const response = await client.post('/api/auth/request-password-reset', {
    email,
    redirectTo: '/reset/finish',
  })
  expect(response.status).toBe(200)
  const mail = await t.smtp.waitFor(email, (m) => m.subject === 'Reset your Herald password')
  return /reset\/finish\?token=([\w-]+)/.exec(mail.text ?? '')![1]!
}

describe('password reset and password sign-in', () => {
  it('emails a link, checks it, sets the password once, then the password signs in', async () => {
    const client = t.client()
    const email = uniqueEmail()
    await registerAndActivate(client, t.smtp, email)
    const token = await resetToken(email)
    expect(await check(token)).toEqual({ valid: true })
    // The old GET with the token in its query is gone.
    expect((await client.get(`/api/account/reset-password/check?token=${token}`)).status).toBe(404)

    const reset = await client.post('/api/auth/reset-password', {
      newPassword: 'correct horse battery',
      token,
    })
    expect(reset.status).toBe(200)
    expect(await check(token)).toEqual({ valid: false, reason: 'invalid' })
    const reused = await client.post('/api/auth/reset-password', { newPassword: 'another long one', token })
    expect((await reused.json()).message).toBe(passwordMessages.resetLinkInvalid)

    const wrong = await client.post('/api/auth/sign-in/email', { email, password: 'not the password' })
    expect(wrong.status).toBe(401)
    expect((await wrong.json()).message).toBe(authMessages.signInFailed)
    const right = await client.post('/api/auth/sign-in/email', { email, password: 'correct horse battery' })
    expect(right.status).toBe(200)
    expect((await client.get('/api/account')).status).toBe(200)
  })

  it('refuses passwords shorter than 8 characters with the adjusted spec text', async () => {
    const email = uniqueEmail()
    await registerAndActivate(t.client(), t.smtp, email)
    const token = await resetToken(email)
    const response = await t.client().post('/api/auth/reset-password', { newPassword: 'short', token })
    expect(response.status).toBe(400)
    expect((await response.json()).message).toBe(passwordMessages.min)
  })

  it('changes the password of a signed-in user only with the current one', async () => {
    const client = t.client()
    const email = uniqueEmail()
    await registerAndActivate(client, t.smtp, email)
    await signInWithCode(client, t.smtp, email)
    const refused = await client.post('/api/auth/change-password', {
      currentPassword: 'guess guess',
      newPassword: 'a brand new password',
    })
    expect((await refused.json()).message).toBe(passwordMessages.currentIncorrect)
    const anonymous = await t
      .client()
      .post('/api/auth/change-password', { currentPassword: 'x', newPassword: 'a brand new password' })
    expect(anonymous.status).toBe(401)
    expect((await anonymous.json()).message).toBe(passwordMessages.notAuthenticated)
  })

  it('reports an unknown reset token as invalid', async () => {
    expect(await check('nope')).toEqual({ valid: false, reason: 'invalid' })
    const empty = await t.client().post('/api/account/reset-password/check', {})
    expect(empty.status).toBe(400)
  })
})
