import { authMessages } from '@herald/contracts'
import { describe, expect, it } from 'vitest'
import { screenshot } from './support/browser.ts'
import { heraldWithSmtp } from './support/herald-with-smtp.ts'

const env = heraldWithSmtp()

describe('a new user', () => {
  it('signs up, activates, signs in with an emailed code, sees Job Summary and signs out', async () => {
    const email = `e2e-${Date.now()}@example.com`
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 800 } })

    await page.goto(`${env.herald.url}/register`)
    await page.getByPlaceholder('Your Name').fill('Ada')
    await page.getByLabel('Email').fill(email)
    await screenshot(page, '01-register')
    await page.getByRole('button', { name: 'Sign Up' }).click()
    await page.getByText(authMessages.activationSent).waitFor()
    await screenshot(page, '02-register-sent')

    const activation = await env.smtp.waitFor(email, (m) => m.subject === 'Activate your Herald account')
    const link = /(http:\/\/\S+\/activate\?key=[^\s]+)/.exec(activation.text ?? '')![1]!
    await page.goto(link)
    await page.getByText(authMessages.activated).waitFor()
    await screenshot(page, '03-activated')

    await page.goto(`${env.herald.url}/login`)
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Send me 6-digit code' }).click()
    await page.getByText(authMessages.codeSent).waitFor()
    await screenshot(page, '04-login-code-step')
    const codeMail = await env.smtp.waitFor(email, (m) => /sign-in code/.test(m.subject ?? ''))
    const code = /(\d{6})/.exec(codeMail.subject ?? '')![1]!
    await page.getByLabel('6-digit code').fill(code)
    await page.getByRole('button', { name: 'Verify code' }).click()

    await page.waitForURL(/\/user-jobs$/)
    await page.getByRole('heading', { name: 'Job Summary' }).waitFor()
    await screenshot(page, '05-job-summary')

    const stored = await page.evaluate(
      () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
    )
    const cookies = await page.context().cookies()
    const session = cookies.find((c) => c.name.includes('session_token'))
    expect(session?.httpOnly).toBe(true)
    expect(stored).not.toMatch(/eyJ[\w-]+\.[\w-]+/)
    expect(stored).not.toContain(session!.value.split('.')[0]!)

    await page.goto(`${env.herald.url}/logout`)
    await page.getByText(authMessages.loggedOut).waitFor()
    await screenshot(page, '06-logged-out')
    expect((await page.request.get(`${env.herald.url}/api/account`)).status()).toBe(401)
  })
})
