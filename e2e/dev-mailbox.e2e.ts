import { authMessages } from '@herald/contracts'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { sampleReport } from '../apps/server/test/report-jobs.ts'
import { launchBrowser, screenshot } from './support/browser.ts'
import { startHeraldProcess, type HeraldProcess } from './support/herald-process.ts'

/** Opens the dev mailbox and presses reload, as a person would, until a message with this subject is there. */
async function openMailboxAt(page: Page, url: string, subject: string | RegExp) {
  await page.goto(url)
  const heading = page.getByRole('heading', { name: subject }).first()
  for (let i = 0; i < 60 && !(await heading.isVisible()); i++) {
    await page.waitForTimeout(500)
    await page.reload()
  }
  return heading
}

/** The README's first steps, exactly: `npm start` defaults (embedded database, dev mailbox), only a browser. */
let herald: HeraldProcess
let browser: Browser
beforeAll(async () => {
  herald = await startHeraldProcess({})
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await herald?.stop()
})

describe('a new user of a fresh Herald', () => {
  it('signs up, activates and signs in with nothing but the browser and the dev mailbox', async () => {
    const email = `first-${Date.now()}@example.com`
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()

    await page.goto(`${herald.url}/register`)
    await page.getByPlaceholder('Your Name').fill('Margaret')
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Sign Up' }).click()
    await page.getByText(authMessages.activationSent).waitFor()

    await page.goto(`${herald.url}/login`)
    await page.getByRole('link', { name: 'Open the dev mailbox' }).waitFor()
    await (await openMailboxAt(page, `${herald.url}/dev/mailbox`, 'Activate your Herald account')).waitFor()
    await screenshot(page, '10-dev-mailbox')
    const activationTab = context.waitForEvent('page')
    await page
      .frameLocator('iframe[title="HTML body of Activate your Herald account"]')
      .getByRole('link', { name: 'Activate my account' })
      .click()
    const activated = await activationTab
    await activated.getByText(authMessages.activated).waitFor()
    await activated.close()

    await page.goto(`${herald.url}/login`)
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Send me 6-digit code' }).click()
    await page.getByText(authMessages.codeSent).waitFor()

    const mailbox = await context.newPage()
    const heading = await openMailboxAt(mailbox, `${herald.url}/dev/mailbox`, /Your Herald sign-in code/)
    const subject = await heading.textContent()
    const code = /(\d{6})/.exec(subject ?? '')![1]!
    await mailbox.close()

    await page.getByLabel('6-digit code').fill(code)
    await page.getByRole('button', { name: 'Verify code' }).click()
    await page.getByRole('heading', { name: 'Job Summary' }).waitFor()

    // The README's first report, on the embedded database: a SAMPLE job with one row, run now.
    const api = (path: string, data: unknown, headers: Record<string, string> = {}) =>
      page.request.post(`${herald.url}${path}`, { data, headers: { origin: herald.url, ...headers } })
    const created = await api('/api/user-jobs', {
      name: 'First report',
      timeZone: 'UTC',
      userJobStartTime: `${new Date().getUTCFullYear() + 1}-01-01T10:00:00`,
    })
    const { id } = (await created.json()) as { id: number }
    const bcc = `boss-${Date.now()}@example.com`
    const report = await api(
      `/api/report-job-conf?userJobId=${id}`,
      sampleReport({
        userReportGenerationFilterData: [
          { filterName: 'Sales/Region', filterValue: 'East', toEmail: email, bccEmail: bcc },
        ],
      }),
    )
    expect(report.status()).toBe(200)
    expect(
      (await api(`/api/user-jobs/run/${id}`, {}, { 'idempotency-key': `first-report-${id}` })).status(),
    ).toBe(202)
    const reportMail = await openMailboxAt(page, `${herald.url}/dev/mailbox`, /First report - Sales Overview/)
    await reportMail.waitFor()
    await page
      .getByRole('link', { name: /Sales Overview - \d{4}-\d{2}-\d{2} - East\.pdf/ })
      .first()
      .waitFor()
    // The envelope shows the BCC recipient that no header names.
    const first = page.locator('article.message').filter({ hasText: 'First report - Sales Overview' }).first()
    await first.getByText(bcc, { exact: true }).waitFor()
    await first.getByText(new RegExp(`RCPT TO ${email}, ${bcc}`)).waitFor()
    await screenshot(page, '11-dev-mailbox-first-report')

    // Step 3 opens with the job's default sender: the server's own address, DMARC unknown (not an error).
    await page.goto(`${herald.url}/user-jobs/${id}/edit?step=3`)
    await page.getByText('Herald’s own address').waitFor()
    await page.getByText('DMARC unknown').waitFor()
    expect(await page.getByText('DMARC non-compliant').count()).toBe(0)
    await screenshot(page, '12-step-3-default-sender')
    await page.goto(`${herald.url}/user-jobs`)

    await page.getByRole('button', { name: 'Account' }).click()
    await page.getByRole('menuitem', { name: 'Sign out' }).click()
    await page.getByText(authMessages.loggedOut).waitFor()
  })
})
