// The wizard never loses typed work (ADR 0053): values typed on each step survive Previous/Next and a failed
// save; a refused save brings its field into view below the fixed top bar with a toast; leaving with unsaved
// changes asks (a link, Back) and the page holds its unload; uploads say the row limit, name the first bad row,
// ask Replace or Append, and tell a corrupt file from an empty one. At 1366×850 and at 390×844.
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { jobMessages } from '@herald/contracts'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { HttpClient } from '../apps/server/test/http-client.ts'
import { createReportJob, regionRow } from '../apps/server/test/report-jobs.ts'
import { artifactsDir, screenshot } from './support/browser.ts'
import { heraldWithSmtp, type E2eEnvironment } from './support/herald-with-smtp.ts'
import { signUpAndSignIn } from './support/sign-in.ts'

const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 850 },
  { name: 'phone', width: 390, height: 844 },
] as const
type Viewport = (typeof VIEWPORTS)[number]

const env = heraldWithSmtp()

/** A signed-in page collecting console and page errors, and a client with its cookies; one saved job. */
async function wizardOfAJob(env: E2eEnvironment, viewport: Viewport, tag: string) {
  const context = await env.browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
  })
  const page = await context.newPage()
  const errors: string[] = []
  const failed: string[] = []
  // A failed request is logged by the browser as 'Failed to load resource'; which one it was is kept apart.
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${new URL(response.url()).pathname}`)
  })
  await signUpAndSignIn(page, env.herald.url, env.smtp, `${tag}@example.com`)
  const api = new HttpClient(env.herald.url)
  for (const cookie of await context.cookies(env.herald.url)) api.cookies.set(cookie.name, cookie.value)
  const jobId = await createReportJob(api, { rows: [regionRow('East', tag)] })
  /** No console error and no failed request ('none yet' answers — Automated Input, SFTP — are 200 null). */
  const noErrors = () => {
    expect(errors).toEqual([])
    expect(failed).toEqual([])
  }
  return { context, page, noErrors, jobId }
}

const stepButton = (page: Page, label: string) =>
  page.getByRole('button', { name: new RegExp(`^(\\d )?${label}`) }).first()
const jobName = (page: Page) => page.getByRole('textbox', { name: 'Job name', exact: true })
const subject = (page: Page) => page.getByRole('textbox', { name: 'Subject', exact: true })
const sender = (page: Page) => page.getByRole('textbox', { name: /From email/ })
const body = (page: Page) => page.locator('.ProseMirror')
/**
 * A field of the filter grid's row: a cell of the table, or on a phone the row's form (one row at a time,
 * ADR 0054), moved to that row first.
 */
async function cell(page: Page, viewport: Viewport, row: number, column: string) {
  if (viewport.name === 'desktop') return page.getByLabel(`Row ${row} ${column}`, { exact: true })
  const form = page.getByRole('region', { name: /^Row \d+ of \d+$/ })
  for (;;) {
    const shown = Number(/^Row (\d+)/.exec((await form.getAttribute('aria-label')) ?? '')?.[1])
    if (shown === row) return form.getByLabel(column, { exact: true })
    await form.getByRole('button', { name: shown < row ? 'Next row' : 'Previous row' }).click()
  }
}

/** How many rows the grid holds. */
async function gridSize(page: Page, viewport: Viewport): Promise<number> {
  if (viewport.name === 'desktop') return page.getByLabel(/^Row \d+ To Email$/).count()
  const name = await page.getByRole('region', { name: /^Row \d+ of \d+$/ }).getAttribute('aria-label')
  return Number(/of (\d+)$/.exec(name ?? '')?.[1])
}
/** Whether the page asks the browser to confirm unloading it. */
const unloadIsHeld = (page: Page) =>
  page.evaluate(() => {
    const event = new Event('beforeunload', { cancelable: true })
    window.dispatchEvent(event)
    return event.defaultPrevented
  })
const historyIndex = (page: Page) => page.evaluate(() => (history.state as { idx: number }).idx)

/** What the eye sees: the viewport, not the whole page, once its transitions (a dialog fading in) are over. */
async function viewportShot(page: Page, name: string) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  )
  await page.screenshot({ path: path.join(artifactsDir, `${name}.png`) })
}

async function upload(page: Page, name: string, buffer: Buffer) {
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Upload File' }).click()
  await (await chooser).setFiles({ name, mimeType: 'application/octet-stream', buffer })
}

const csv = (lines: string[]) => Buffer.from(['Filter Name,Filter Value,To Email', ...lines].join('\n'))
const storeLine = (i: number, tag: string) => `Sales/Region,int(${i}),store${i}-${tag}@example.com`

describe('the wizard keeps typed work', () => {
  for (const viewport of VIEWPORTS) {
    it(`keeps values across steps and a failed save, and asks before leaving (${viewport.name})`, async () => {
      const tag = `keep-${viewport.name}-${Date.now()}`
      const { context, page, noErrors, jobId } = await wizardOfAJob(env, viewport, tag)
      const url = env.herald.url
      const wizard = new RegExp(`/user-jobs/${jobId}/edit`)

      await page.goto(`${url}/user-jobs/${jobId}/edit`)
      await jobName(page).waitFor()
      expect(await unloadIsHeld(page)).toBe(false)

      // Type on each step.
      await jobName(page).fill('Kept across steps')
      await stepButton(page, 'Generate PDF').click()
      await (await cell(page, viewport, 1, 'To Email')).fill(`kept-${tag}@example.com`)
      await stepButton(page, 'Send Email').click()
      await body(page).waitFor()
      await subject(page).fill('Quarterly figures {fileName}')
      await sender(page).fill('ops@example.com')
      await body(page).click()
      await page.keyboard.press('ControlOrMeta+a')
      await page.keyboard.type('Kept body text')

      // Previous, Previous: each step shows what was typed; forward again: so does step 3.
      await page.getByRole('button', { name: 'Previous', exact: true }).click()
      expect(await (await cell(page, viewport, 1, 'To Email')).inputValue()).toBe(`kept-${tag}@example.com`)
      await page.getByRole('button', { name: 'Previous', exact: true }).click()
      expect(await jobName(page).inputValue()).toBe('Kept across steps')
      await stepButton(page, 'Send Email').click()
      await body(page).getByText('Kept body text').waitFor()
      expect(await subject(page).inputValue()).toBe('Quarterly figures {fileName}')
      expect(await sender(page).inputValue()).toBe('ops@example.com')

      // The path that lost them: Previous on step 3, then Save & Next on step 2.
      await page.getByRole('button', { name: 'Previous', exact: true }).click()
      await page.getByRole('button', { name: 'Save & Next' }).click()
      await body(page).getByText('Kept body text').waitFor()
      expect(await subject(page).inputValue()).toBe('Quarterly figures {fileName}')
      expect(await sender(page).inputValue()).toBe('ops@example.com')

      // A refused save: the empty name comes into view below the top bar, focused, and a toast says why.
      await stepButton(page, 'Schedule Report').click()
      await jobName(page).fill('')
      await page.getByRole('button', { name: 'Save & Next' }).click()
      await page.locator('.mantine-Notification-root', { hasText: jobMessages.nameRequired }).waitFor()
      await expect.poll(() => jobName(page).evaluate((el) => el === document.activeElement)).toBe(true)
      const header = (await page.locator('header').boundingBox())!
      const field = (await jobName(page).boundingBox())!
      expect(field.y).toBeGreaterThanOrEqual(header.y + header.height)
      expect(field.y + field.height).toBeLessThanOrEqual(viewport.height)
      await viewportShot(page, `96-wizard-refused-save-${viewport.name}`)

      // The failed save kept the other steps' work, and step 1's.
      await stepButton(page, 'Send Email').click()
      await body(page).getByText('Kept body text').waitFor()
      expect(await subject(page).inputValue()).toBe('Quarterly figures {fileName}')
      await stepButton(page, 'Schedule Report').click()
      expect(await jobName(page).inputValue()).toBe('')

      // Leaving asks: the top bar's link; Stay keeps everything.
      expect(await unloadIsHeld(page)).toBe(true)
      await page.locator('header').getByRole('link', { name: 'Job Summary' }).click()
      const dialog = page.getByRole('dialog', { name: 'Leave without saving?' })
      await dialog
        .getByText('Your changes on Schedule Report and Send Email are not saved.', { exact: false })
        .waitFor()
      await viewportShot(page, `97-wizard-leave-dialog-${viewport.name}`)
      await dialog.getByRole('button', { name: 'Stay' }).click()
      await dialog.waitFor({ state: 'hidden' })
      expect(page.url()).toMatch(wizard)

      await stepButton(page, 'Send Email').click()
      expect(await subject(page).inputValue()).toBe('Quarterly figures {fileName}')
      await page.locator('header').getByRole('link', { name: 'Job Summary' }).click()
      await dialog.getByRole('button', { name: 'Leave and discard' }).click()
      await page.waitForURL(/\/user-jobs$/)
      expect(await unloadIsHeld(page)).toBe(false)

      // Back asks too: Job Summary, then a new job's wizard in the same page, a name typed, then Back.
      const listIndex = await historyIndex(page)
      await page.getByRole('link', { name: 'Add New Job' }).first().click()
      await jobName(page).fill('A job not saved yet')
      await page.evaluate(() => history.back())
      await dialog.getByText('Your changes on Schedule Report are not saved.', { exact: false }).waitFor()
      expect(page.url()).toMatch(/\/user-jobs\/new$/)
      await dialog.getByRole('button', { name: 'Stay' }).click()
      await dialog.waitFor({ state: 'hidden' })
      expect(await jobName(page).inputValue()).toBe('A job not saved yet')
      await page.evaluate(() => history.back())
      await dialog.getByRole('button', { name: 'Leave and discard' }).click()
      await page.waitForURL(/\/user-jobs$/)
      expect(await historyIndex(page)).toBe(listIndex)
      // Discarded: the wizard opens on what is saved.
      await page.goto(`${url}/user-jobs/${jobId}/edit`)
      expect(await jobName(page).inputValue()).not.toBe('Kept across steps')
      noErrors()
      await context.close()
    })

    it(`uploads: the limit, the first bad row, replace or append, corrupt or empty (${viewport.name})`, async () => {
      const tag = `upload-${viewport.name}-${Date.now()}`
      const { context, page, noErrors, jobId } = await wizardOfAJob(env, viewport, tag)
      await page.goto(`${env.herald.url}/user-jobs/${jobId}/edit?step=2`)
      await (await cell(page, viewport, 1, 'To Email')).waitFor()
      await page.getByText('Up to 10,000 rows', { exact: true }).waitFor()
      const panel = page.getByRole('alert', { name: 'Upload errors' })

      await upload(page, 'stores.csv', csv(Array.from({ length: 10_001 }, (_, i) => storeLine(i, tag))))
      await panel.getByText('This file has 10,001 rows; a job takes at most 10,000.').waitFor()
      expect(await (await cell(page, viewport, 1, 'To Email')).inputValue()).toBe(
        `to-east-${tag}@example.com`,
      )
      await panel.scrollIntoViewIfNeeded()
      await viewportShot(page, `98-wizard-upload-limit-${viewport.name}`)

      const lines = Array.from({ length: 7 }, (_, i) => storeLine(i, tag))
      lines[5] = `Sales/Region,int(abc),store5-${tag}@example.com`
      lines[6] = `Sales/Region,int(6),not-an-address`
      await upload(page, 'stores.csv', csv(lines))
      expect(await panel.getByRole('listitem').first().textContent()).toBe(
        'Row 7: Sales/Region: "int(abc)" is not a whole number: write int(123), or decimal(12.5) for a number with a fraction.',
      )

      await upload(page, 'stores.csv', csv([storeLine(1, tag), storeLine(2, tag)]))
      const choice = page.getByRole('dialog', { name: 'Replace or append?' })
      await choice
        .getByText("The grid has 1 row(s). Replace them with the file's 2 row(s)", { exact: false })
        .waitFor()
      await viewportShot(page, `99-wizard-upload-choice-${viewport.name}`)
      await choice.getByRole('button', { name: 'Append' }).click()
      await page.getByText('Successfully uploaded 2 row(s) from CSV file.').first().waitFor()
      expect(await (await cell(page, viewport, 1, 'To Email')).inputValue()).toBe(
        `to-east-${tag}@example.com`,
      )
      expect(await gridSize(page, viewport)).toBe(3)
      expect(await (await cell(page, viewport, 3, 'To Email')).inputValue()).toBe(`store2-${tag}@example.com`)

      await upload(page, 'stores.csv', csv([storeLine(9, tag)]))
      await choice.getByRole('button', { name: 'Replace' }).click()
      await expect
        .poll(async () => (await cell(page, viewport, 1, 'To Email')).inputValue())
        .toBe(`store9-${tag}@example.com`)
      expect(await gridSize(page, viewport)).toBe(1)

      let noise = randomBytes(4096)
      while (noise[0] === 0x50) noise = randomBytes(4096)
      await upload(page, 'stores.xlsx', noise)
      await panel.getByText("Error parsing Excel file. Please make sure it's a valid Excel file.").waitFor()
      await upload(page, 'stores.csv', Buffer.from('Filter Name,To Email\n"Sales/Store,x@example.com\n'))
      await panel.getByText("Error parsing CSV file. Please make sure it's a valid CSV file.").waitFor()
      await upload(page, 'stores.csv', Buffer.alloc(0))
      await panel.getByText('This file has no rows.').waitFor()
      await screenshot(page, `99-wizard-upload-messages-${viewport.name}`)
      noErrors()
      await context.close()
    })
  }
})
