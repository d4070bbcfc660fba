import { expect } from 'vitest'
import type { HttpClient } from './http-client.ts'
import type { SmtpSink } from './smtp-sink.ts'

let counter = 0
export const uniqueEmail = (prefix = 'user') => `${prefix}-${Date.now()}-${counter++}@example.com`

/** The 6-digit code of the newest sign-in email to `email` that is not in `seen`. */
export async function nextCode(
  smtp: SmtpSink,
  email: string,
  seen: Set<string> = new Set(),
): Promise<string> {
  const mail = await smtp.waitFor(
    email,
    (m) => /sign-in code: (\d{6})/.test(m.subject ?? '') && !seen.has(m.messageId ?? ''),
  )
  seen.add(mail.messageId ?? '')
  return /(\d{6})/.exec(mail.subject ?? '')![1]!
}

export async function registerAndActivate(
  client: HttpClient,
  smtp: SmtpSink,
  email: string,
  firstName = 'Ada',
) {
  const registered = await client.post('/api/register', { firstName, email, langKey: 'en' })
  expect(registered.status).toBe(201)
  const mail = await smtp.waitFor(email, (m) => m.subject === 'Activate your Herald account')
  const key = /activate\?key=([^\s"<]+)/.exec(mail.text ?? '')![1]!
  const activated = await client.get(`/api/activate?key=${encodeURIComponent(key)}`)
  expect(activated.status).toBe(200)
  return { key, mail }
}

export async function sendCode(client: HttpClient, email: string) {
  return client.post('/api/auth/email-otp/send-verification-otp', { email, type: 'sign-in' })
}

export async function signInWithCode(client: HttpClient, smtp: SmtpSink, email: string, seen?: Set<string>) {
  expect((await sendCode(client, email)).status).toBe(200)
  const otp = await nextCode(smtp, email, seen)
  const response = await client.post('/api/auth/sign-in/email-otp', { email, otp })
  expect(response.status).toBe(200)
  return otp
}

/** A new, activated account signed in with a code: the client carries its session. */
export async function signedInClient(client: HttpClient, smtp: SmtpSink, email = uniqueEmail()) {
  await registerAndActivate(client, smtp, email)
  await signInWithCode(client, smtp, email)
  return { client, email }
}
