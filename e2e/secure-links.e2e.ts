import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { authMessages } from '@herald/contracts'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { artifactsDir, launchBrowser, screenshot } from './support/browser.ts'
import type { HeraldProcess } from './support/herald-process.ts'
import { startHeraldOnOwnDatabase } from './support/herald-own-database.ts'

/**
 * Secure links and protected files (ADR 0049) as a user meets them: in the wizard, 'Protect files with a
 * password' and 'Send a link instead of the attachment'; the email in the dev mailbox carries a link, which
 * opens a download page; the PDF opens only with the password; History revokes the link, which then says
 * 'This link has expired'.
 */
const PASSWORD = 'Open-Sesame 7'
let herald: HeraldProcess
let browser: Browser
beforeAll(async () => {
  // No SMTP_URL: the built-in dev mailbox captures every email.
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

/** Opens the dev mailbox and reloads, as a person would, until a message with this subject is there. */
async function openMailbox(page: Page, subject: string | RegExp) {
  await page.goto(`${herald.url}/dev/mailbox`)
  const heading = page.getByRole('heading', { name: subject }).first()
  for (let i = 0; i < 120 && !(await heading.isVisible()); i++) {
    await page.waitForTimeout(500)
    await page.reload()
  }
  await heading.waitFor()
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: new RegExp(`^${label}( \\*)?$`) }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

describe('secure links and protected files', () => {
  it('sets a file password and links in the wizard, opens the link from the dev mailbox, revokes it from History', async () => {
    const context = await browser.newContext({
      viewport: { width: 1366, height: 850 },
      acceptDownloads: true,
    })
    const page = await context.newPage()
    const email = `links-${Date.now()}@example.com`
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.77.${process.pid % 250}.9` })
    await signIn(page, email)

    // Step 1 and 2: a job on the sample report whose files open only with a password.
    await page.getByRole('link', { name: 'Add New Job' }).click()
    await page.getByRole('textbox', { name: 'Job name', exact: true }).fill('Board pack')
    await page.getByRole('button', { name: 'Save & Next' }).click()
    await page.waitForURL(/\/user-jobs\/\d+\/edit\?step=2/)
    const jobId = Number(/user-jobs\/(\d+)\//.exec(page.url())![1])
    await choose(page, 'Report', 'Sales Overview')
    await page.getByRole('checkbox', { name: 'Protect files with a password' }).check()
    await page.getByLabel('File password', { exact: true }).fill(PASSWORD)
    await page.getByLabel('File password', { exact: true }).scrollIntoViewIfNeeded()
    await screenshot(page, 'c3-1-step-2-file-password')
    await page.getByRole('button', { name: 'Save & Next' }).click()
    await page.waitForURL(/step=3/)

    // Step 3: a link instead of the attachment, valid 5 days.
    await page.getByRole('textbox', { name: 'Subject', exact: true }).fill('Board pack {fileName}')
    await page.getByRole('checkbox', { name: 'Send a link instead of the attachment' }).check()
    const days = page.getByRole('textbox', { name: 'Link expires after (days)' })
    await days.fill('5')
    await days.scrollIntoViewIfNeeded()
    await screenshot(page, 'c3-2-step-3-send-a-link')
    await page.getByRole('button', { name: 'Finish' }).click()
    await page.waitForURL(/\/user-jobs(\?.*)?$/)

    // Run now; the email in the dev mailbox has the link and no attachment.
    const run = await page.request.post(`${herald.url}/api/user-jobs/run/${jobId}`, {
      data: {},
      headers: { origin: herald.url, 'idempotency-key': `secure-links-run-${jobId}` },
    })
    expect(run.status(), await run.text()).toBe(202)
    const mailbox = await context.newPage()
    await openMailbox(mailbox, /Board pack Sales Overview/)
    const message = mailbox
      .locator('article.message')
      .filter({ hasText: 'Board pack Sales Overview' })
      .first()
    expect(await message.getByRole('link', { name: /\.pdf$/ }).count()).toBe(0)
    const body = message.frameLocator('iframe')
    await body.getByRole('link', { name: /^Download Sales Overview/ }).waitFor()
    await screenshot(mailbox, 'c3-3-dev-mailbox-link')
    const linkTab = context.waitForEvent('page')
    await body.getByRole('link', { name: /^Download Sales Overview/ }).click()
    const linkPage = await linkTab
    await linkPage.getByRole('heading', { name: 'Your report is ready' }).waitFor()
    const linkUrl = linkPage.url()
    expect(linkUrl).toMatch(/\/l\/[A-Za-z0-9_-]{43}$/)
    await screenshot(linkPage, 'c3-4-link-download-page')
    const download = linkPage.waitForEvent('download')
    await linkPage.getByRole('link', { name: /^Download Sales Overview.*\.pdf$/ }).click()
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'herald-e2e-link-')), 'report.pdf')
    await (await download).saveAs(file)
    expect(spawnSync('pdftotext', [file, '-']).status).not.toBe(0)
    expect(spawnSync('qpdf', [`--password=${PASSWORD}`, '--check', file]).status).toBe(0)
    expect(execFileSync('pdftotext', ['-upw', PASSWORD, file, '-']).toString()).toContain('Sales')

    // History: the file's links, one download so far; Revoke, and the link says it has expired.
    // Back to the first tab (a background tab runs no animation frames, so a dialog would never fade in).
    await page.bringToFront()
    await page.goto(`${herald.url}/user-jobs/${jobId}/history`)
    await page.getByText('Generated: 1').click()
    const files = page.getByRole('table', { name: 'Files' })
    await files.getByRole('button', { name: 'Links' }).click()
    const dialog = page.getByRole('dialog')
    const links = dialog.getByRole('table', { name: 'Secure links' })
    // First the dialog, then its text, so a failure says which went wrong: the dialog did not open, or it shows
    // something else (still loading, a failure, no link) — the poll's message quotes what it showed (once, under
    // load, neither was known). Then the exact check: 'Active' is the link's status in the table.
    await dialog.waitFor()
    await expect.poll(() => dialog.innerText(), { timeout: 30_000 }).toMatch(/\bActive\b/)
    await links.getByText('Active', { exact: true }).waitFor()
    await links.getByRole('cell', { name: /^1/ }).first().waitFor()
    // The dialog floats over the page once its opening transition ends: a picture of the window then.
    await expect.poll(() => dialog.evaluate((el) => getComputedStyle(el).opacity)).toBe('1')
    await page.screenshot({ path: path.join(artifactsDir, 'c3-5-history-links.png') })
    await links.getByRole('button', { name: 'Revoke' }).click()
    await page.getByText('Link revoked.').waitFor()
    await links.getByText('Revoked', { exact: true }).waitFor()
    await linkPage.reload()
    await linkPage.getByRole('heading', { name: 'This link has expired' }).waitFor()
    await screenshot(linkPage, 'c3-6-link-expired')
    await context.close()
  }, 240_000)
})

/** Registers, activates and signs in with nothing but the browser and the dev mailbox. */
async function signIn(page: Page, email: string) {
  await page.goto(`${herald.url}/register`)
  await page.getByPlaceholder('Your Name').fill('Nadia')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Sign Up' }).click()
  await page.getByText(authMessages.activationSent).waitFor()
  await openMailbox(page, 'Activate your Herald account')
  const activationTab = page.context().waitForEvent('page')
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
  const mailbox = await page.context().newPage()
  await openMailbox(mailbox, /Your Herald sign-in code/)
  const subject = await mailbox
    .getByRole('heading', { name: /Your Herald sign-in code/ })
    .first()
    .textContent()
  await mailbox.close()
  await page.getByLabel('6-digit code').fill(/(\d{6})/.exec(subject ?? '')![1]!)
  await page.getByRole('button', { name: 'Verify code' }).click()
  await page.getByRole('heading', { name: 'Job Summary' }).waitFor()
}
