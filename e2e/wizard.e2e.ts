import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { pdfText, REGIONS } from '../apps/server/test/report-jobs.ts'
import { screenshot } from './support/browser.ts'
import { heraldWithSmtp } from './support/herald-with-smtp.ts'
import { signUpAndSignIn } from './support/sign-in.ts'

const env = heraldWithSmtp()
const tag = `wiz${Date.now() % 100000}`
const recipients = ['East', 'West', 'North'].map((region) => ({
  region,
  to: `${region.toLowerCase()}-${tag}@example.com`,
  cc: `cc-${region.toLowerCase()}-${tag}@example.com`,
}))
const csv = [
  'Filter Name,Filter Value,To Email,CC Email,BCC Email',
  ...recipients.map((r) => `Sales/Region,${r.region},${r.to},${r.cc},`),
].join('\n')

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: new RegExp(`^${label}( \\*)?$`) }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

describe('the job wizard on the SAMPLE source', () => {
  it('creates a job through steps 1 → 3 with an uploaded recipients file; Run now emails one filtered PDF per row', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1400, height: 1000 } })
    await signUpAndSignIn(page, env.herald.url, env.smtp, `wizard-${Date.now()}@example.com`)

    // Step 1: name and schedule.
    await page.getByRole('link', { name: 'Add New Job' }).click()
    await page.getByRole('textbox', { name: 'Job name', exact: true }).fill('Regional revenue')
    await page.getByRole('button', { name: 'Save & Next' }).click()
    await page.waitForURL(/\/user-jobs\/\d+\/edit\?step=2/)

    // Step 2: the report, the recipients file, the file name.
    await page.getByRole('heading', { name: 'Generate PDF' }).waitFor()
    await choose(page, 'Report', 'Sales Overview')
    await page.getByRole('button', { name: 'Preview Report' }).click()
    const preview = page.frameLocator('iframe')
    await preview.getByText('Sales Overview').first().waitFor()
    await page.waitForTimeout(400)
    await screenshot(page, '53-wizard-report-preview')
    await page.keyboard.press('Escape')
    const chooser = page.waitForEvent('filechooser')
    await page.getByRole('button', { name: 'Upload File' }).click()
    await (await chooser).setFiles({ name: 'recipients.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
    await page.getByText('Successfully uploaded 3 row(s) from CSV file.').waitFor()
    await page.getByRole('textbox', { name: 'File name', exact: true }).fill('Revenue')
    await screenshot(page, '50-wizard-step-2')
    await page.getByRole('button', { name: 'Save & Next' }).click()
    await page.waitForURL(/step=3/)

    // Step 3: subject and body.
    await page.locator('.ProseMirror').waitFor()
    await page.getByRole('textbox', { name: 'Subject', exact: true }).fill('Weekly numbers: {fileName}')
    await page.locator('.ProseMirror').click()
    await page.keyboard.type('Hello team, your regional figures are attached.')
    await screenshot(page, '51-wizard-step-3')
    await page.getByRole('button', { name: 'Finish' }).click()
    await page.waitForURL(/\/user-jobs(\?.*)?$/)

    // Run now from Job Summary.
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'Regional revenue', exact: true }) })
    await row.getByRole('button', { name: 'Run now' }).click()
    await row.getByText('SUCCESS', { exact: true }).waitFor({ timeout: 60_000 })
    await screenshot(page, '52-job-summary-after-wizard-run')

    for (const { region, to, cc } of recipients) {
      const mail = await env.smtp.waitFor(to)
      expect([...(mail as unknown as { envelopeTo: string[] }).envelopeTo].sort()).toEqual([cc, to].sort())
      expect(mail.subject).toMatch(new RegExp(`^Weekly numbers: Revenue - \\d{4}-\\d{2}-\\d{2} - ${region}$`))
      expect(mail.html).toContain('Hello team, your regional figures are attached.')
      expect(mail.attachments).toHaveLength(1)
      expect(mail.attachments[0]!.filename).toMatch(
        new RegExp(`^Revenue - \\d{4}-\\d{2}-\\d{2} - ${region}\\.pdf$`),
      )
      const text = pdfText(mail.attachments[0]!.content)
      expect(text).toContain(region)
      for (const other of REGIONS.filter((r) => r !== region)) expect(text).not.toContain(other)
    }
  })
})
