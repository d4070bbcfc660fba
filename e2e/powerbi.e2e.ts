import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeEntra, type FakeEntra } from '../apps/server/test/fakes/fake-entra.ts'
import { startFakePowerBi, type FakePowerBi } from '../apps/server/test/fakes/fake-powerbi.ts'
import { pdfText, REGIONS } from '../apps/server/test/report-jobs.ts'
import { screenshot } from './support/browser.ts'
import { heraldWithSmtp } from './support/herald-with-smtp.ts'
import { signUpAndSignIn } from './support/sign-in.ts'

// The fakes start first: Herald's environment names them (filled in before Herald's own beforeAll runs).
const extraEnv: Record<string, string> = { BI_PRIVATE_HOSTS: '127.0.0.1' }
let entra: FakeEntra
let pbi: FakePowerBi
beforeAll(async () => {
  entra = await startFakeEntra()
  entra.interactive = true
  pbi = await startFakePowerBi(entra)
  Object.assign(extraEnv, {
    POWERBI_CLIENT_ID: entra.clientId,
    POWERBI_CLIENT_SECRET: entra.clientSecret,
    POWERBI_AUTHORITY_URL: entra.url,
    POWERBI_API_URL: pbi.url,
  })
})
afterAll(async () => {
  await pbi?.close()
  await entra?.close()
})
const env = heraldWithSmtp(extraEnv)

const tag = `pbi${Date.now() % 100000}`
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

describe('a Power BI job', () => {
  it('signs in through the Microsoft popup, picks workspace, report and pages, bursts the rows and shows history', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1400, height: 1000 } })
    await signUpAndSignIn(page, env.herald.url, env.smtp, `powerbi-${Date.now()}@example.com`)
    await page.getByRole('link', { name: 'Add New Job' }).click()
    await page.getByRole('textbox', { name: 'Job name', exact: true }).fill('Power BI regions')
    await page.getByRole('button', { name: 'Save & Next' }).click()
    await page.waitForURL(/\/user-jobs\/\d+\/edit\?step=2/)
    await page.getByRole('heading', { name: 'Generate PDF' }).waitFor()

    await choose(page, 'BI tool', 'Power BI')
    const popupOpened = page.waitForEvent('popup')
    await page.getByRole('button', { name: 'Sign in with Microsoft' }).click()
    const popup = await popupOpened
    await popup.getByRole('link', { name: 'Sign in' }).waitFor()
    await screenshot(popup, '70-powerbi-sign-in-popup')
    const closed = popup.waitForEvent('close')
    await popup.getByRole('link', { name: 'Sign in' }).click()
    await closed
    await page.getByText('Revoke Access').waitFor()
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Power BI account' }).inputValue())
      .toBe(entra.user.upn)
    await choose(page, 'Workspace', 'Finance Reports')
    await choose(page, 'Report', 'Regional Sales')
    await screenshot(page, '71-powerbi-linked')

    const chooser = page.waitForEvent('filechooser')
    await page.getByRole('button', { name: 'Upload File' }).click()
    await (await chooser).setFiles({ name: 'recipients.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
    await page.getByText('Successfully uploaded 2 row(s) from CSV file.').waitFor()
    await page.getByRole('textbox', { name: 'File name', exact: true }).fill('Regions')
    const pages = page.getByRole('combobox', { name: 'Select pages to print' })
    await pages.click()
    await page.getByRole('option', { name: 'Region Detail', exact: true }).click()
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Save & Next' }).click()
    await page.waitForURL(/step=3/)
    await page.locator('.ProseMirror').waitFor()
    await page.getByRole('textbox', { name: 'Subject', exact: true }).fill('Your region: {fileName}')
    await page.getByRole('button', { name: 'Finish' }).click()
    await page.waitForURL(/\/user-jobs(\?.*)?$/)

    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'Power BI regions', exact: true }) })
    await row.getByRole('button', { name: 'Run now' }).click()
    await row.getByRole('link', { name: 'History' }).click()
    await page.getByRole('heading', { name: 'Job History' }).waitFor()
    await page.getByText('Generated: 2').click({ timeout: 60_000 })
    const files = page.getByRole('table', { name: 'Files' })
    await files.getByText(/Regions - .*West/).waitFor()
    await page.getByText('Email: SUCCESS').waitFor({ timeout: 30_000 })
    await page.waitForTimeout(400)
    await screenshot(page, '72-powerbi-history')

    expect(pbi.exports.map((e) => e.body.powerBIReportConfiguration?.pages)).toEqual([
      [{ pageName: 'ReportSection8a1b2c3d4e' }],
      [{ pageName: 'ReportSection8a1b2c3d4e' }],
    ])
    for (const { region, to, bcc } of recipients) {
      const mail = await env.smtp.waitFor(to)
      expect([...(mail as unknown as { envelopeTo: string[] }).envelopeTo].sort()).toEqual([bcc, to].sort())
      const text = pdfText(mail.attachments[0]!.content)
      expect(text).toContain(`Region ${region}`)
      for (const other of REGIONS.filter((r) => r !== region)) expect(text).not.toContain(other)
    }
  })
})
