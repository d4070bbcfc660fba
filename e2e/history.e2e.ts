import { historyMessages } from '@herald/contracts'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { pdfText, REGIONS, regionRow } from '../apps/server/test/report-jobs.ts'
import { screenshot } from './support/browser.ts'
import { heraldWithSmtp } from './support/herald-with-smtp.ts'
import { createSampleJob } from './support/sample-job.ts'
import { signUpAndSignIn } from './support/sign-in.ts'

const env = heraldWithSmtp()

/** A SAMPLE job of three regions, with its email task on or off, configured through the API the wizard uses. */
const configuredJob = (page: Page, name: string, tag: string, emailsOn: boolean) =>
  createSampleJob(page, env.herald.url, {
    name,
    timeZone: 'America/New_York',
    rows: ['East', 'West', 'North'].map((region) => regionRow(region, tag)),
    email: {
      emailTitle: 'Sales for {fileName}',
      emailBody: '<p>Here are your figures.</p>',
      isActive: emailsOn,
    },
  })

function expectOwnRegion(mail: { attachments: { content: Buffer }[] }, region: string) {
  const text = pdfText(mail.attachments[0]!.content)
  expect(text).toContain(region)
  for (const other of REGIONS.filter((r) => r !== region)) expect(text).not.toContain(other)
}

describe('Job History', () => {
  it('shows a run started from Job Summary with its three files and their emails', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1400, height: 900 } })
    await signUpAndSignIn(page, env.herald.url, env.smtp, `history-${Date.now()}@example.com`)
    await configuredJob(page, 'Regional sales', 'e2e', true)
    await page.goto(`${env.herald.url}/user-jobs`)
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'Regional sales', exact: true }) })
    await row.getByRole('button', { name: 'Run now' }).click()
    await row.getByText('SUCCESS', { exact: true }).waitFor({ timeout: 60_000 })
    await screenshot(page, '40-job-summary-success')

    await row.getByRole('link', { name: 'History' }).click()
    await page.getByRole('heading', { name: 'Job History' }).waitFor()
    await page.getByText('Generated: 3').waitFor()
    await page.getByText('Email: SUCCESS').waitFor({ timeout: 30_000 })
    await page.getByText('Showing 1 to 1 of 1 entries').waitFor()
    await page.getByText('Generated: 3').click()
    const files = page.getByRole('table', { name: 'Files' })
    await files.getByText('Sales - West').waitFor()
    await expect.poll(() => files.getByText('SUCCESS', { exact: true }).count()).toBe(6)
    await page.waitForTimeout(400) // let the row finish opening before the picture
    await screenshot(page, '41-job-history-expanded')

    for (const region of ['East', 'West', 'North']) {
      const mail = await env.smtp.waitFor(`to-${region.toLowerCase()}-e2e@example.com`)
      expect(mail.subject).toBe(`Sales for Sales - ${region}`)
      expectOwnRegion(mail, region)
    }
  })

  it('keeps the files of an emails-disabled run and sends them with Send Emails', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1400, height: 900 } })
    await signUpAndSignIn(page, env.herald.url, env.smtp, `quiet-${Date.now()}@example.com`)
    const jobId = await configuredJob(page, 'Quiet sales', 'quiet', false)
    const run = await page.request.post(`${env.herald.url}/api/user-jobs/run/${jobId}`, {
      headers: { origin: env.herald.url, 'idempotency-key': `e2e-quiet-${jobId}` },
    })
    expect(run.status()).toBe(202)
    await page.goto(`${env.herald.url}/user-jobs/${jobId}/history`)
    await page.getByText('Generated: 3').waitFor({ timeout: 60_000 })
    await page.getByText('Email Disabled').first().waitFor()
    expect(env.smtp.messages.some((m) => JSON.stringify(m.to).includes('quiet@example.com'))).toBe(false)
    await page.getByText('Generated: 3').click()
    await page.getByRole('table', { name: 'Files' }).getByText('Sales - North').waitFor()
    await page.waitForTimeout(400)
    await screenshot(page, '42-job-history-emails-disabled')

    await page.getByRole('button', { name: 'Send Emails' }).click()
    await page.getByText(historyMessages.emailsQueued).waitFor()
    for (const region of ['East', 'West', 'North']) {
      expectOwnRegion(await env.smtp.waitFor(`to-${region.toLowerCase()}-quiet@example.com`), region)
    }
    await page.getByText('Email: SUCCESS').waitFor({ timeout: 30_000 })
    await screenshot(page, '43-job-history-sent-from-history')
  })
})
