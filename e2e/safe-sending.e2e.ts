import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { pdfText, REGIONS } from '../apps/server/test/report-jobs.ts'
import { screenshot } from './support/browser.ts'
import { heraldWithSmtp } from './support/herald-with-smtp.ts'
import { signUpAndSignIn } from './support/sign-in.ts'

/** Trying a job safely (ADR 0043): preview a row, read who gets what, run it by hand, clone it. */
const env = heraldWithSmtp()
const tag = `safe${Date.now() % 100000}`

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: new RegExp(`^${label}( \\*)?$`) }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

describe('trying a job safely', () => {
  it('previews a typed row as its own PDF, lists who gets what, and says what Run now and Clone did', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1366, height: 850 } })
    await signUpAndSignIn(page, env.herald.url, env.smtp, `safe-${Date.now()}@example.com`)

    await page.getByRole('link', { name: 'Add New Job' }).click()
    await page.getByRole('textbox', { name: 'Job name', exact: true }).fill('Safe regional job')
    await page.getByRole('button', { name: 'Save & Next' }).click()
    await page.waitForURL(/\/user-jobs\/\d+\/edit\?step=2/)
    const jobId = Number(/\/user-jobs\/(\d+)\//.exec(page.url())![1])

    // Step 2: a row typed in the grid (not saved yet), previewed.
    await page.getByRole('heading', { name: 'Generate PDF' }).waitFor()
    await choose(page, 'Report', 'Sales Overview')
    await page.getByRole('button', { name: 'Add row' }).click()
    await page.getByLabel('Row 1 Filter Name', { exact: true }).fill('Sales/Region')
    await page.getByLabel('Row 1 Filter Value', { exact: true }).fill('East')
    await page.getByLabel('Row 1 To Email', { exact: true }).fill(`east-${tag}@example.com`)
    await page.getByLabel('Row 1 CC Email', { exact: true }).fill(`cc-east-${tag}@example.com`)
    await page.getByRole('textbox', { name: 'File name', exact: true }).fill('Revenue')
    // The report must be saved for the server to render it: Save & Next, then back to step 2.
    await page.getByRole('button', { name: 'Save & Next' }).click()
    await page.waitForURL(/step=3/)
    await page.getByRole('button', { name: 'Previous' }).click()
    await page.waitForURL(/step=2/)
    await page.getByLabel('Row 1 Filter Value', { exact: true }).waitFor()
    // Typed but not saved: the preview renders what the grid holds now.
    await page.getByRole('button', { name: 'Add row' }).click()
    await page.getByLabel('Row 2 Filter Name', { exact: true }).fill('Sales/Region')
    await page.getByLabel('Row 2 Filter Value', { exact: true }).fill('West')
    await page.getByLabel('Row 2 To Email', { exact: true }).fill(`west-${tag}@example.com`)

    // The browser's request passes through unchanged; the test keeps a copy of the file it answered.
    let answered: { status: number; type: string | undefined; body: Buffer } | undefined
    await page.route(`**/api/user-jobs/${jobId}/preview-row`, async (route) => {
      const real = await route.fetch()
      answered = { status: real.status(), type: real.headers()['content-type'], body: await real.body() }
      await route.fulfill({ response: real })
    })
    await page.getByRole('button', { name: 'Preview row 2' }).click()
    const dialog = page.getByRole('dialog', { name: 'Preview: Sales/Region = West' })
    await dialog.locator('iframe').waitFor()
    expect(answered).toMatchObject({ status: 200, type: 'application/pdf' })
    const text = pdfText(answered!.body)
    expect(text).toContain('West')
    for (const other of REGIONS.filter((r) => r !== 'West')) expect(text).not.toContain(other)
    expect(await dialog.getByText(/Revenue - .*West\.pdf · A preview sends no email/).count()).toBe(1)
    // The frame has loaded the PDF before the screenshot is taken.
    const pdfFrame = () => page.frames().find((frame) => frame.url().startsWith('blob:'))
    await expect.poll(() => pdfFrame() !== undefined).toBe(true)
    await pdfFrame()!.waitForLoadState('load')
    await screenshot(page, '70-safe-sending-row-preview')
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    await screenshot(page, '71-safe-sending-grid-preview-action')
    expect(env.smtp.messages.filter((m) => JSON.stringify(m.to).includes(tag))).toHaveLength(0)

    // Step 3: who gets what, before Finish.
    await page.getByRole('button', { name: 'Save & Next' }).click()
    await page.waitForURL(/step=3/)
    const plan = page.getByRole('region', { name: 'Who gets what' })
    const table = plan.getByRole('table', { name: 'Files and recipients' })
    await table.waitFor()
    const rows = table.getByRole('row')
    await expect.poll(() => rows.count()).toBe(3)
    const cells = async (n: number) =>
      (await rows.nth(n).getByRole('cell').allInnerTexts()).map((c) => c.trim())
    expect(await cells(1)).toEqual([
      '1',
      expect.stringMatching(/^Revenue - \d{4}-\d{2}-\d{2} - East\.pdf$/),
      'PDF',
      `east-${tag}@example.com`,
      `cc-east-${tag}@example.com`,
      '—',
    ])
    expect((await cells(2))[3]).toBe(`west-${tag}@example.com`)
    await plan.getByText(/^2 files, 2 emails · under a minute \(estimated before its first run\)$/).waitFor()
    await page.locator('.ProseMirror').waitFor()
    await screenshot(page, '72-safe-sending-step-3-who-gets-what')
    await page.getByRole('textbox', { name: 'Subject', exact: true }).fill('Numbers: {fileName}')
    await page.getByRole('button', { name: 'Finish' }).click()
    await page.waitForURL(/\/user-jobs(\?.*)?$/)

    // Run now inside the first-run window: the first scheduled run gives way.
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'Safe regional job', exact: true }) })
    await row.getByRole('button', { name: 'Run now' }).click()
    await page
      .getByText(/The first scheduled run was replaced by this run; next run: \S.* \d{4}, \d\d:\d\d \S+\./)
      .waitFor()
    await row.getByText('First run replaced by Run now').waitFor()
    await screenshot(page, '73-safe-sending-run-now-replaces-first-run')
    await row.getByText('SUCCESS', { exact: true }).waitFor({ timeout: 60_000 })

    // A clone starts paused.
    await row.getByRole('button', { name: 'Clone' }).click()
    await page
      .getByText(
        'Job cloned as "Safe regional job (copy)". It is paused: review its recipients, then activate it.',
      )
      .waitFor()
    const clone = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'Safe regional job (copy)', exact: true }) })
    expect(await clone.getByRole('switch', { name: 'Active' }).isChecked()).toBe(false)
    await screenshot(page, '74-safe-sending-clone-paused')

    // The job's page lists who gets what too, with the estimate now from its run.
    await page.goto(`${env.herald.url}/entity/user-jobs/${jobId}`)
    const detailPlan = page.getByRole('region', { name: 'Who gets what' })
    await detailPlan.getByRole('table', { name: 'Files and recipients' }).waitFor()
    await detailPlan.getByText(/^2 files, 2 emails · .* \(from this job’s last runs\)$/).waitFor()
    await screenshot(page, '75-safe-sending-job-detail')
    await page.close()
  })
})
