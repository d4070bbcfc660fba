// First use, polished (ADR 0051): Job Summary's states explain themselves, its details count emails, a job past
// its end date shows Ended, phones get a labelled Actions menu, trial accounts see Choose Your Plan where card
// payments are set up; an administrator is told how plans are set, sees non-secrets on Configuration, and
// Audits name the account that was activated. Each at 1366×850 and at 390×844, with no console errors.
import { JOB_STATE_HELP, billingMessages } from '@herald/contracts'
import type { BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FakeStripe } from '../apps/server/test/fakes/fake-stripe.ts'
import { HttpClient } from '../apps/server/test/http-client.ts'
import { createReportJob, regionRow, runNow, waitForRun } from '../apps/server/test/report-jobs.ts'
import { screenshot } from './support/browser.ts'
import { heraldWithSmtp, type E2eEnvironment } from './support/herald-with-smtp.ts'
import { signUpAndSignIn } from './support/sign-in.ts'

const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 850 },
  { name: 'phone', width: 390, height: 844 },
] as const

/** A signed-in page that collects console errors and page errors. */
async function signedInPage(env: E2eEnvironment, viewport: (typeof VIEWPORTS)[number], email: string) {
  const context = await env.browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
  })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  await signUpAndSignIn(page, env.herald.url, env.smtp, email)
  return { context, page, errors }
}

function apiOf(context: BrowserContext, url: string) {
  return context.cookies(url).then((cookies) => {
    const api = new HttpClient(url)
    for (const cookie of cookies) api.cookies.set(cookie.name, cookie.value)
    return api
  })
}

/**
 * A job with no run left before its end date: monthly from today at 00:00 and ending today. Run now takes the
 * place of its pending first run (ADR 0043), and the schedule's next time falls after the end date.
 */
async function endedJob(api: HttpClient): Promise<void> {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Kiritimati' }).format(new Date())
  const created = await api.post('/api/user-jobs', {
    name: 'Quarter close (ended)',
    timeZone: 'Pacific/Kiritimati',
    jobRunFrequency: 'MONTHLY',
    userJobStartTime: `${today}T00:00:00`,
    endDate: today,
  })
  expect(created.status, await created.clone().text()).toBe(201)
  const jobId = (await created.json())['id'] as number
  await waitForRun(api, jobId, await runNow(api, jobId))
}

describe('Job Summary on first use, with card payments set up', () => {
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

  for (const viewport of VIEWPORTS) {
    it(`explains states, counts emails, shows Ended, labels actions and offers plans (${viewport.name})`, async () => {
      const url = env.herald.url
      const { context, page, errors } = await signedInPage(
        env,
        viewport,
        `polish-${viewport.name}-${Date.now()}@example.com`,
      )
      const api = await apiOf(context, url)
      const rows = [
        regionRow('East', `polish-${viewport.name}`),
        regionRow('West', `polish-${viewport.name}`),
      ]
      const jobId = await createReportJob(api, { rows })
      await waitForRun(api, jobId, await runNow(api, jobId))
      await endedJob(api)

      await page.goto(`${url}/user-jobs`)
      await page.getByText('Generated: 2, Emailed: 2').waitFor()
      await page.getByText('Ended', { exact: true }).waitFor()
      await page.getByRole('heading', { name: 'Choose Your Plan' }).waitFor()
      await page.getByRole('link', { name: 'View all plan details' }).first().waitFor()
      expect(await page.getByRole('link', { name: 'Choose Premium' }).count()).toBe(1)

      // Each state says what it means, on keyboard focus as on hover (touch screens have neither tooltips' hover).
      await page.locator('[data-state="SUCCESS"]').focus()
      await page.getByRole('tooltip').getByText(JOB_STATE_HELP.SUCCESS).waitFor()
      await page.locator('[data-state="Ended"]').focus()
      await page.getByRole('tooltip').getByText(JOB_STATE_HELP.ENDED).waitFor()
      await screenshot(page, `95-first-use-job-summary-${viewport.name}`)

      const firstRow = page.getByRole('row').filter({ hasText: 'Generated: 2, Emailed: 2' })
      if (viewport.name === 'phone') {
        // Phones: one labelled menu, every action written out.
        expect(await firstRow.getByRole('button', { name: 'Run now' }).count()).toBe(0)
        await firstRow.getByRole('button', { name: /^Actions for / }).click()
        for (const name of [
          'Run now',
          'Edit',
          'History',
          'Cancel runs',
          'Clone',
          'Send test to yourself',
          'Delete',
        ])
          await page.getByRole('menuitem', { name }).waitFor()
        await screenshot(page, '96-first-use-actions-menu-phone')
        await page.keyboard.press('Escape')
      } else {
        await firstRow.getByRole('button', { name: 'Run now' }).waitFor()
        expect(await firstRow.getByRole('button', { name: /^Actions for / }).count()).toBe(0)
      }
      await page.getByRole('heading', { name: 'Choose Your Plan' }).scrollIntoViewIfNeeded()
      await screenshot(page, `97-first-use-choose-plan-${viewport.name}`)
      expect(errors).toEqual([])
      await context.close()
    })
  }
})

describe('an administrator on first use, without card payments', () => {
  const adminEmails = VIEWPORTS.map((v) => `polish-admin-${v.name}@example.com`)
  const env = heraldWithSmtp({ ADMIN_EMAILS: adminEmails.join(','), BI_PRIVATE_HOSTS: '10.20.0.0/16' })

  for (const [i, viewport] of VIEWPORTS.entries()) {
    it(`is told how plans are set, sees non-secrets, and Audits name the activated account (${viewport.name})`, async () => {
      const url = env.herald.url
      const { context, page, errors } = await signedInPage(env, viewport, adminEmails[i]!)

      await page.goto(`${url}/account/billing`)
      await page.getByText(billingMessages.setByYou).waitFor()
      expect(await page.getByText(/Contact your administrator|Ask your administrator/).count()).toBe(0)
      await screenshot(page, `98-first-use-billing-admin-${viewport.name}`)

      await page.goto(`${url}/admin/configuration`)
      const hosts = page.getByRole('row').filter({ hasText: 'BI_PRIVATE_HOSTS' })
      await hosts.getByText('10.20.0.0/16').waitFor()
      const apiKeyLimit = page.getByRole('row').filter({ hasText: 'RATE_LIMIT_PER_API_KEY' })
      await apiKeyLimit.waitFor()
      expect(await apiKeyLimit.getByText('******').count()).toBe(0)
      await page.getByRole('row').filter({ hasText: 'SECRET_KEY' }).first().getByText('******').waitFor()
      await hosts.scrollIntoViewIfNeeded()
      await screenshot(page, `99-first-use-configuration-${viewport.name}`)

      await page.goto(`${url}/admin/audits`)
      await page
        .getByRole('row')
        .filter({ hasText: 'ACTIVATION' })
        .filter({ hasText: adminEmails[i]! })
        .first()
        .waitFor()
      expect(
        await page.getByRole('row').filter({ hasText: 'ACTIVATION' }).filter({ hasText: 'unknown' }).count(),
      ).toBe(0)
      await screenshot(page, `9a-first-use-audits-${viewport.name}`)
      expect(errors).toEqual([])
      await context.close()
    })
  }
})
