import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { regionRow } from '../apps/server/test/report-jobs.ts'
import { launchBrowser, screenshot } from './support/browser.ts'
import type { HeraldProcess } from './support/herald-process.ts'
import { startHeraldOnOwnDatabase } from './support/herald-own-database.ts'
import { createSampleJob } from './support/sample-job.ts'

/** Safe sending (ADR 0043) in Chromium, on the built-in dev mailbox: a test from step 3, and a skipped empty row. */
let herald: HeraldProcess
let browser: Browser
beforeAll(async () => {
  herald = await startHeraldOnOwnDatabase({
    SECRET_KEY: 'e2e-secret-key-that-is-long-enough-0123456789',
    TRUST_PROXY: 'true',
  })
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await herald?.stop()
})

/** The dev mailbox page's HTML once `pattern` shows in it (the page lists every captured email). */
async function mailboxWith(page: Page, pattern: RegExp): Promise<RegExpExecArray> {
  let found: RegExpExecArray | null = null
  await expect
    .poll(
      async () => {
        const html = await (await page.request.get(`${herald.url}/dev/mailbox`)).text()
        found = pattern.exec(html.replaceAll('&amp;', '&'))
        return found !== null
      },
      { timeout: 30_000, interval: 300 },
    )
    .toBe(true)
  return found!
}

let client = 0
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Signs up, activates and signs in with the link and the code the dev mailbox captured for this address. */
async function signIn(page: Page, email: string) {
  const address = `10.77.${process.pid % 250}.${++client}`
  const headers = { origin: herald.url, 'x-forwarded-for': address }
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address })
  const registered = await page.request.post(`${herald.url}/api/register`, {
    data: { firstName: 'Tess', email },
    headers,
  })
  expect(registered.status()).toBe(201)
  const mine = `RCPT TO ${escaped(email)}(?:(?!<article)[\\s\\S])*?`
  const activation = await mailboxWith(
    page,
    new RegExp(`${mine}(http://[^\\s"<&]+/activate\\?key=[\\w.~-]+)`),
  )
  await page.goto(activation[1]!)
  await page.goto(`${herald.url}/login`)
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Send me 6-digit code' }).click()
  const code = await mailboxWith(
    page,
    new RegExp(`<h2>[^<]*?(\\d{6})[^<]*</h2>(?:(?!<article)[\\s\\S])*?RCPT TO ${escaped(email)}<`),
  )
  await page.getByLabel('6-digit code').fill(code[1]!)
  await page.getByRole('button', { name: 'Verify code' }).click()
  await page.waitForURL(/\/user-jobs$/)
}

describe('safe sending', () => {
  it('sends a test from step 3 only to the signed-in user: the dev mailbox has it, History shows a test run', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 850 } })
    const me = `tester-${Date.now()}@example.com`
    await signIn(page, me)
    const rows = [regionRow('East', 'e2e-test'), regionRow('West', 'e2e-test')]
    const jobId = await createSampleJob(page, herald.url, {
      name: 'Regional sales',
      rows,
      timeZone: 'America/New_York',
      email: { emailTitle: 'Sales for {fileName}', emailBody: '<p>Here are your figures.</p>' },
    })

    await page.goto(`${herald.url}/user-jobs/${jobId}/edit?step=3`)
    await page.getByRole('button', { name: 'Send test' }).click()
    const dialog = page.getByRole('dialog', { name: 'Send a test of "Regional sales"' })
    await dialog.getByLabel('Row 1: Sales/Region = East').waitFor()
    expect(await dialog.getByLabel('Row 1: Sales/Region = East').isChecked()).toBe(true)
    await dialog.getByLabel('Row 2: Sales/Region = West').check()
    expect(await dialog.getByLabel('Send the test to').inputValue()).toBe(me)
    await screenshot(page, '90-send-test-dialog')
    await dialog.getByRole('button', { name: 'Send test' }).click()
    await page.getByText(`Test queued: the email goes only to ${me}.`).waitFor()
    await dialog.waitFor({ state: 'hidden' })
    await page.waitForTimeout(400) // let the toast finish sliding in before the picture
    await screenshot(page, '91-send-test-queued')

    // The dev mailbox: both test emails, "[Test] " first, to the tester alone — never the rows' own addresses.
    await mailboxWith(page, /\[Test\] Sales for Sales - West/)
    await mailboxWith(page, /\[Test\] Sales for Sales - East/)
    await page.goto(`${herald.url}/dev/mailbox`)
    const tests = page.locator('article.message').filter({ hasText: '[Test] Sales for' })
    await expect.poll(() => tests.count()).toBe(2)
    for (const article of await tests.all()) await article.getByText(new RegExp(`RCPT TO ${me}$`)).waitFor()
    const html = await page.content()
    for (const row of rows)
      for (const address of [row.toEmail!, row.ccEmail!, row.bccEmail!]) expect(html).not.toContain(address)
    await screenshot(page, '92-dev-mailbox-test-emails')

    await page.goto(`${herald.url}/user-jobs/${jobId}/history`)
    await page.getByText('Test run', { exact: true }).waitFor()
    await page
      .getByText(/^Test send · Finished\. Sent only to the address in the To column/)
      .waitFor({ timeout: 30_000 })
    await page.getByText('Generated: 2').click()
    const files = page.getByRole('table', { name: 'Files' })
    await files.getByText('Sales - West').waitFor()
    await expect.poll(() => files.getByText(me, { exact: true }).count()).toBe(2)
    await page.waitForTimeout(400) // let the row finish opening before the picture
    await screenshot(page, '93-history-test-run')

    // Job Summary: the row action opens the same dialog; the job's own status and schedule did not move.
    await page.goto(`${herald.url}/user-jobs`)
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'Regional sales', exact: true }) })
    await row.getByRole('button', { name: 'Send test' }).click()
    await page
      .getByRole('dialog', { name: 'Send a test of "Regional sales"' })
      .getByLabel('Row 1: Sales/Region = East')
      .waitFor()
    await screenshot(page, '94-job-summary-send-test')
    await page.keyboard.press('Escape')
  })

  it('skips a row whose report has no data and says why in History and Job Summary', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 850 } })
    await signIn(page, `skipper-${Date.now()}@example.com`)
    const jobId = await createSampleJob(page, herald.url, {
      name: 'Skip empty',
      rows: [regionRow('Atlantis', 'e2e-skip'), regionRow('East', 'e2e-skip')],
      timeZone: 'America/New_York',
      skipEmptyRows: true,
      email: { emailTitle: 'Sales for {fileName}', emailBody: '<p>Here are your figures.</p>' },
    })

    await page.goto(`${herald.url}/user-jobs/${jobId}/edit?step=2`)
    const option = page.getByRole('checkbox', { name: 'Don’t send a row whose report has no data' })
    await option.waitFor()
    expect(await option.isChecked()).toBe(true)
    await option.scrollIntoViewIfNeeded()
    await screenshot(page, '95-step-2-skip-empty-rows')

    await page.goto(`${herald.url}/user-jobs`)
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'Skip empty', exact: true }) })
    await row.getByRole('button', { name: 'Run now' }).click()
    await row.getByText('SUCCESS', { exact: true }).waitFor({ timeout: 60_000 })
    await screenshot(page, '96-job-summary-skipped')

    await page.goto(`${herald.url}/user-jobs/${jobId}/history`)
    await page.getByText('Skipped: 1').waitFor()
    await page.getByText('Generated: 1').click()
    const files = page.getByRole('table', { name: 'Files' })
    await files.getByText('No data for Sales/Region = Atlantis: nothing was sent.').waitFor()
    await files.getByText('SKIPPED', { exact: true }).waitFor()
    await page.waitForTimeout(400)
    await screenshot(page, '97-history-skipped-row')
  })
})
