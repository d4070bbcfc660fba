import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { screenshot } from './support/browser.ts'
import { heraldWithSmtp } from './support/herald-with-smtp.ts'
import { signUpAndSignIn } from './support/sign-in.ts'

// Issue 14, the first hour of a new user: the first run is no surprise, times carry their zone, upload
// errors stay beside the grid, and the help pages exist.
const env = heraldWithSmtp()
const tag = `fh${Date.now() % 100000}`
const FIRST_RUN =
  /^First run: (today|tomorrow) at \d\d:\d\d EST \(in 15 minutes\), then at 10:00, on day 1 of the month$/
const badRows = Array.from({ length: 12 }, (_, i) => `Sales/Region,R${i},user${i}@`)
const badCsv = ['Filter Name,Filter Value,To Email', ...badRows].join('\n')
const goodCsv = ['Filter Name,Filter Value,To Email', `Sales/Region,East,east-${tag}@example.com`].join('\n')

async function upload(page: Page, name: string, text: string) {
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Upload File' }).click()
  await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) })
}

async function upcomingRun(page: Page): Promise<string> {
  return (await page.getByRole('status', { name: 'Upcoming run' }).locator('p').first().textContent()) ?? ''
}

describe('the first hour', () => {
  it('help pages: the sign-in links and the Docs menu lead to pages served by Herald', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } })
    await page.goto(`${env.herald.url}/login`)
    await page.getByRole('link', { name: 'Features' }).click()
    await page.waitForURL(/\/docs\/features$/)
    await page.getByRole('heading', { name: 'Features', level: 1 }).waitFor()

    await page.getByRole('navigation', { name: 'Help pages' }).getByRole('link', { name: 'Pricing' }).click()
    await page.getByRole('heading', { name: 'Pricing', level: 1 }).waitFor()
    for (const plan of ['Standard', 'Premium', 'Prepaid']) {
      expect(await page.getByRole('region', { name: plan }).isVisible()).toBe(true)
    }
    // No booking page configured: no call to schedule.
    expect(await page.getByRole('link', { name: 'Schedule a call' }).count()).toBe(0)
    await screenshot(page, '80-help-pricing')

    await page.goto(`${env.herald.url}/login`)
    await page.getByRole('button', { name: 'Docs' }).click()
    await page.getByRole('menuitem', { name: 'Email Authentication' }).click()
    await page.getByRole('heading', { name: 'Email authentication', level: 1 }).waitFor()
    expect(await page.getByRole('heading', { name: 'DMARC — what to do when a message fails' }).count()).toBe(
      1,
    )

    // A link inside a page moves within the app.
    await page.goto(`${env.herald.url}/docs/content-hub`)
    await page.getByRole('article').getByRole('link', { name: 'Your first report' }).click()
    await page.getByRole('heading', { name: 'Your first report', level: 1 }).waitFor()
    expect(await page.title()).toBe('Your first report · Herald')
    await screenshot(page, '81-help-tutorial')

    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`${env.herald.url}/docs/faqs`)
    await page.getByRole('heading', { name: 'Frequently asked questions', level: 1 }).waitFor()
    await screenshot(page, '82-help-faqs-390')
    await page.close()
  })

  it('a new job: first run said in steps 1 and 3, zone on Job Summary, upload errors beside the grid, Finish asks when the run is close', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } })
    await signUpAndSignIn(page, env.herald.url, env.smtp, `first-hour-${tag}@example.com`)

    // An empty Job Summary explains how to make the first job; no plan cards or call without billing / BOOKING_URL.
    await page.getByRole('heading', { name: 'Make your first job' }).waitFor()
    expect(await page.getByText('Choose Your Plan').count()).toBe(0)
    expect(await page.getByRole('link', { name: 'Schedule a call' }).count()).toBe(0)
    await screenshot(page, '83-job-summary-empty')

    // Step 1: the first run, 15 minutes from now on the job's clock, then the schedule.
    await page.getByRole('link', { name: 'Add New Job' }).click()
    await page.getByRole('textbox', { name: 'Job name', exact: true }).fill('First hour job')
    expect(await upcomingRun(page)).toMatch(FIRST_RUN)
    await page.getByRole('group', { name: 'Next runs' }).getByText(/ EST$/).first().waitFor()
    await screenshot(page, '84-step-1-first-run')
    await page.getByRole('button', { name: 'Save & Next' }).click()
    await page.waitForURL(/\/user-jobs\/\d+\/edit\?step=2/)
    const jobId = /\/user-jobs\/(\d+)\//.exec(page.url())![1]!

    // Step 2: a file with 12 bad rows — the toast is brief, the list beside the grid stays.
    await page.getByRole('heading', { name: 'Generate PDF' }).waitFor()
    await page.getByRole('combobox', { name: /^Report( \*)?$/ }).click()
    await page.getByRole('option', { name: 'Sales Overview', exact: true }).click()
    await upload(page, 'bad.csv', badCsv)
    const panel = page.getByRole('alert', { name: 'Upload errors' })
    await panel.getByText('Upload failed! Found 12 validation error(s) in CSV file:').waitFor()
    expect(await panel.getByRole('listitem').count()).toBe(11)
    expect(await panel.getByText('and 2 more errors').isVisible()).toBe(true)
    await panel.scrollIntoViewIfNeeded()
    await screenshot(page, '85-step-2-upload-errors')
    const toast = page.locator('.mantine-Notification-root', { hasText: 'Upload failed!' })
    await toast.waitFor({ state: 'hidden', timeout: 10_000 })
    expect(await panel.isVisible()).toBe(true)
    await upload(page, 'good.csv', goodCsv)
    await page.getByText('Successfully uploaded 1 row(s) from CSV file.').first().waitFor()
    expect(await panel.count()).toBe(0)

    // The preview lays a 1280-px report out at its width and scales it to the frame.
    await page.getByRole('button', { name: 'Preview Report' }).click()
    const frame = page.locator('iframe[title^="Preview of"]')
    await page.frameLocator('iframe[title^="Preview of"]').getByText('Sales Overview').first().waitFor()
    expect(await frame.evaluate((el) => getComputedStyle(el).transform)).toMatch(/^matrix\(0\.\d+/)
    const box = (await frame.boundingBox())!
    const dialog = (await page.getByRole('dialog').boundingBox())!
    expect(box.x + box.width).toBeLessThanOrEqual(dialog.x + dialog.width + 1)
    await page.waitForTimeout(300)
    await screenshot(page, '86-step-2-preview-fit')
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Save & Next' }).click()
    await page.waitForURL(/step=3/)

    // Step 3: the same first run, counted down from the stored one.
    await page.locator('.ProseMirror').waitFor()
    expect(await upcomingRun(page)).toMatch(
      /^First run: (today|tomorrow) at \d\d:\d\d EST \(in 1[45] minutes\)/,
    )
    await page.getByRole('textbox', { name: 'Subject', exact: true }).fill('Numbers: {fileName}')
    await screenshot(page, '87-step-3-first-run')

    // Eleven minutes later by the browser's clock, Finish asks first.
    await page.clock.install({ time: new Date(Date.now() + 11 * 60_000) })
    await page.reload()
    await page.locator('.ProseMirror').waitFor()
    await page.getByRole('textbox', { name: 'Subject', exact: true }).fill('Numbers: {fileName}')
    const finish = page
      .getByRole('form', { name: 'Email Configuration' })
      .getByRole('button', { name: 'Finish' })
    await finish.click()
    const confirm = page.getByRole('dialog', { name: 'The first run is about to start' })
    await confirm
      .getByText(
        /^This job first runs today at \d\d:\d\d EST \(in [1-4] minutes?\) and emails its recipients\. Finish anyway\?$/,
      )
      .waitFor()
    await screenshot(page, '88-step-3-finish-confirm')
    await confirm.getByRole('button', { name: 'Keep editing' }).click()
    await confirm.waitFor({ state: 'hidden' })
    expect(page.url()).toMatch(/step=3/)
    await finish.click()
    await confirm.getByRole('button', { name: 'Finish' }).click()
    await page.waitForURL(/\/user-jobs$/)
    const cookies = await page.context().cookies()
    await page.close()

    // Job Summary: the next run on the job's clock with its zone, the duration of a quick run in seconds.
    const list = await env.browser.newPage({ viewport: { width: 1280, height: 900 } })
    await list.context().addCookies(cookies)
    await list.goto(`${env.herald.url}/user-jobs`)
    const row = list.getByRole('row', { name: /First hour job/ })
    await row
      .getByText(/^\S.* \d{4}, \d\d:\d\d EST$/)
      .first()
      .waitFor()
    await row.getByRole('button', { name: 'Run now' }).click()
    await list.getByText('Job run has been queued.').waitFor()
    for (let i = 0; i < 60 && (await row.getByText('SUCCESS').count()) === 0; i++) {
      await list.waitForTimeout(1000)
      if (i % 5 === 4) await list.getByRole('button', { name: 'Refresh Table' }).click()
    }
    await row.getByText(/^\d+ s$/).waitFor()
    await screenshot(list, '89-job-summary')

    // At 390 px the row's actions are one labelled menu, in view, that lists each action by name.
    await list.setViewportSize({ width: 390, height: 844 })
    const actions = row.getByRole('button', { name: 'Actions for First hour job' })
    await actions.waitFor()
    const menu = (await actions.boundingBox())!
    expect(menu.x).toBeGreaterThanOrEqual(0)
    expect(menu.x + menu.width).toBeLessThanOrEqual(390)
    await actions.click()
    await list.getByRole('menuitem', { name: 'Run now' }).waitFor()
    await list.getByRole('menuitem', { name: 'Clone' }).waitFor()
    await screenshot(list, '90-job-summary-390')
    await list.keyboard.press('Escape')

    // Entity pages and the generic delete dialog name the job.
    await list.setViewportSize({ width: 1280, height: 900 })
    await list.goto(`${env.herald.url}/entity/user-jobs/${jobId}`)
    await list.getByRole('heading', { name: `User Jobs ${jobId}: First hour job` }).waitFor()
    await list.goto(`${env.herald.url}/user-jobs/${jobId}/delete`)
    await list.getByRole('dialog', { name: 'Confirm delete operation: First hour job' }).waitFor()
    await screenshot(list, '91-delete-dialog')
    await list.close()
  })
})
