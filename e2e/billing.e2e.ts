import { beforeAll, afterAll, describe, expect, it } from 'vitest'
import { FakeStripe } from '../apps/server/test/fakes/fake-stripe.ts'
import { HttpClient } from '../apps/server/test/http-client.ts'
import { createReportJob, regionRow, runNow, waitForRun } from '../apps/server/test/report-jobs.ts'
import { screenshot } from './support/browser.ts'
import { heraldWithSmtp } from './support/herald-with-smtp.ts'
import { signUpAndSignIn } from './support/sign-in.ts'

// Stripe (the fake) starts first: Herald is pointed at it when it starts.
const stripe = new FakeStripe()
const stripeEnv: Record<string, string> = {}
beforeAll(async () => {
  await stripe.start()
  Object.assign(stripeEnv, {
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_URL: stripe.url,
  })
})
afterAll(() => stripe.stop())
const env = heraldWithSmtp(stripeEnv)

describe('an account owner on /account/billing', () => {
  it('sees the trial and this month’s usage, chooses Premium, pays on Stripe Checkout and comes back on Premium', async () => {
    const url = env.herald.url
    stripe.webhookUrl = `${url}/api/billing/stripe-webhook`
    const context = await env.browser.newContext({ viewport: { width: 1400, height: 900 } })
    const page = await context.newPage()
    await signUpAndSignIn(page, url, env.smtp, `billing-${Date.now()}@example.com`)

    // A job run this month, through the API with the page's session, so the usage has something to show.
    const api = new HttpClient(url)
    for (const cookie of await context.cookies(url)) api.cookies.set(cookie.name, cookie.value)
    const jobId = await createReportJob(api, {
      rows: [regionRow('East', 'billing-e2e'), regionRow('West', 'billing-e2e')],
    })
    await waitForRun(api, jobId, await runNow(api, jobId))

    await page.getByRole('link', { name: /Upgrade\. 7 Free Days Remaining/ }).click()
    await page.waitForURL(/\/account\/billing$/)
    await page.getByRole('heading', { name: 'Free trial' }).waitFor()
    await page.getByText('7 free days remaining', { exact: true }).waitFor()
    await page
      .getByRole('region', { name: /^Usage in / })
      .getByText('Files generated')
      .waitFor()
    await page.locator('.recharts-bar-rectangle').first().waitFor({ state: 'attached' })
    expect(await page.getByRole('button', { name: 'Manage billing' }).count()).toBe(0)
    await screenshot(page, '90-billing-trial')

    await page.getByRole('button', { name: 'Choose Premium' }).click()
    await page.waitForURL(`${stripe.url}/c/pay/**`)
    await page.getByText('Pay USD 100.00').waitFor()
    await page.getByRole('button', { name: 'Pay' }).click()
    await page.waitForURL(/\/account\/billing\?checkout=done$/)
    await page.getByRole('heading', { name: 'Premium', exact: true }).waitFor()
    await page.getByText(/^Paid until /).waitFor()
    await page.getByRole('button', { name: 'Your current plan' }).waitFor()
    await page.getByRole('button', { name: 'Manage billing' }).waitFor()
    await screenshot(page, '91-billing-premium')

    await page.getByRole('button', { name: 'Manage billing' }).click()
    await page.waitForURL(`${stripe.url}/p/session/**`)
    await page.getByRole('button', { name: 'Cancel plan' }).click()
    await page.waitForURL(/\/account\/billing$/)
    await page.getByRole('heading', { name: 'No plan (trial expired)' }).waitFor()
    await screenshot(page, '92-billing-cancelled')
    await context.close()
  })
})
