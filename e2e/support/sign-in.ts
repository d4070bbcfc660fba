import { authMessages } from '@herald/contracts'
import type { Page } from 'playwright-core'
import type { SmtpSink } from '../../apps/server/test/smtp-sink.ts'

let client = 0

/**
 * Registers and activates an account through the API and the emailed link, then signs in on /login with a
 * code. Each account's page comes from its own client address (Herald trusts X-Forwarded-For in e2e), as
 * different people would: the per-address limits on codes and sign-ups then apply per test, not to the suite.
 */
export async function signUpAndSignIn(
  page: Page,
  baseUrl: string,
  smtp: SmtpSink,
  email: string,
): Promise<void> {
  client++
  const address = `10.${process.pid % 250}.${client >> 8}.${client & 255}`
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address })
  const registered = await page.request.post(`${baseUrl}/api/register`, {
    data: { firstName: 'Erin', email },
    headers: { origin: baseUrl, 'x-forwarded-for': address },
  })
  if (registered.status() !== 201) throw new Error(`registration failed: ${registered.status()}`)
  const activation = await smtp.waitFor(email, (m) => m.subject === 'Activate your Herald account')
  await page.goto(/(http:\/\/\S+\/activate\?key=\S+)/.exec(activation.text ?? '')![1]!)
  await page.getByText(authMessages.activated).waitFor()
  await page.goto(`${baseUrl}/login`)
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Send me 6-digit code' }).click()
  await page.getByText(authMessages.codeSent).waitFor()
  const codeMail = await smtp.waitFor(email, (m) => /sign-in code/.test(m.subject ?? ''))
  await page.getByLabel('6-digit code').fill(/(\d{6})/.exec(codeMail.subject ?? '')![1]!)
  await page.getByRole('button', { name: 'Verify code' }).click()
  await page.waitForURL(/\/user-jobs$/)
}
