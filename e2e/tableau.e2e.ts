import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeTableau, type FakeTableau } from '../apps/server/test/fakes/fake-tableau.ts'
import { pdfText, REGIONS } from '../apps/server/test/report-jobs.ts'
import { screenshot } from './support/browser.ts'
import { heraldWithSmtp } from './support/herald-with-smtp.ts'
import { signUpAndSignIn } from './support/sign-in.ts'

const env = heraldWithSmtp({ BI_PRIVATE_HOSTS: '127.0.0.1' })
let fake: FakeTableau
beforeAll(async () => {
  fake = await startFakeTableau()
})
afterAll(() => fake.close())

const tag = `tab${Date.now() % 100000}`
const recipients = ['East', 'West'].map((region) => ({
  region,
  to: `${region.toLowerCase()}-${tag}@example.com`,
  bcc: `bcc-${region.toLowerCase()}-${tag}@example.com`,
}))
const csv = [
  'Filter Name,Filter Value,To Email,CC Email,BCC Email',
  ...recipients.map((r) => `Sales/Region,${r.region},${r.to},,${r.bcc}`),
].join('\n')

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: new RegExp(`^${label}( \\*)?$`) }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

describe('a Tableau Server job', () => {
  it('links Tableau in step 2, picks project and view, bursts the uploaded rows and shows the files in history', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1400, height: 1000 } })
    await signUpAndSignIn(page, env.herald.url, env.smtp, `tableau-${Date.now()}@example.com`)
    await page.getByRole('link', { name: 'Add New Job' }).click()
    await page.getByRole('textbox', { name: 'Job name', exact: true }).fill('Tableau regions')
    await page.getByRole('button', { name: 'Save & Next' }).click()
    await page.waitForURL(/\/user-jobs\/\d+\/edit\?step=2/)
    await page.getByRole('heading', { name: 'Generate PDF' }).waitFor()

    // Account Authorization: link with a personal access token.
    await choose(page, 'BI tool', 'Tableau Server')
    const form = page.getByTestId('tableau-link-form')
    await form.waitFor()
    await form.getByRole('textbox', { name: /^Server URL/ }).fill(fake.url)
    await form.getByRole('textbox', { name: /^Site/ }).fill('acme')
    await form.getByRole('textbox', { name: /^Token name/ }).fill(fake.pat.name)
    await form.getByLabel(/^Token secret/).fill('not-the-secret')
    await form.getByRole('button', { name: 'Link Tableau' }).click()
    await form.getByText(/Tableau refused the sign-in: Signin Error/).waitFor()
    await screenshot(page, '60-tableau-link-refused')
    await form.getByLabel(/^Token secret/).fill(fake.pat.secret)
    await form.getByRole('button', { name: 'Link Tableau' }).click()
    await page.getByText('Revoke Access').waitFor()
    await choose(page, 'Workspace', 'Sales')
    await choose(page, 'Report', 'Regional Sales')
    await screenshot(page, '61-tableau-linked')

    const chooser = page.waitForEvent('filechooser')
    await page.getByRole('button', { name: 'Upload File' }).click()
    await (await chooser).setFiles({ name: 'recipients.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
    await page.getByText('Successfully uploaded 2 row(s) from CSV file.').waitFor()
    await page.getByRole('textbox', { name: 'File name', exact: true }).fill('Regions')
    await page.getByRole('button', { name: 'Save & Next' }).click()
    await page.waitForURL(/step=3/)
    await page.locator('.ProseMirror').waitFor()
    await page.getByRole('textbox', { name: 'Subject', exact: true }).fill('Your region: {fileName}')
    await page.getByRole('button', { name: 'Finish' }).click()
    await page.waitForURL(/\/user-jobs(\?.*)?$/)

    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'Tableau regions', exact: true }) })
    await row.getByRole('button', { name: 'Run now' }).click()
    await row.getByRole('link', { name: 'History' }).click()
    await page.getByRole('heading', { name: 'Job History' }).waitFor()
    await page.getByText('Generated: 2').click({ timeout: 60_000 })
    const files = page.getByRole('table', { name: 'Files' })
    await files.getByText(/Regions - .*West/).waitFor()
    await page.getByText('Email: SUCCESS').waitFor({ timeout: 30_000 })
    await page.waitForTimeout(400)
    await screenshot(page, '62-tableau-history')

    for (const { region, to, bcc } of recipients) {
      const mail = await env.smtp.waitFor(to)
      expect([...(mail as unknown as { envelopeTo: string[] }).envelopeTo].sort()).toEqual([bcc, to].sort())
      const text = pdfText(mail.attachments[0]!.content)
      expect(text).toContain(region)
      for (const other of REGIONS.filter((r) => r !== region)) expect(text).not.toContain(other)
    }
  })
})
