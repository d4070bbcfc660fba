import { REDACTED } from '@herald/contracts'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { burstRows, sampleReport } from '../apps/server/test/report-jobs.ts'
import { startSmtpSink, type SmtpSink } from '../apps/server/test/smtp-sink.ts'
import { launchBrowser, screenshot } from './support/browser.ts'
import { startHeraldOnOwnDatabase } from './support/herald-own-database.ts'
import type { HeraldProcess } from './support/herald-process.ts'
import { signUpAndSignIn } from './support/sign-in.ts'

const adminEmail = `ops-admin-${Date.now()}@example.com`
const SECRET_KEY = 'e2e-admin-ops-secret-key-long-enough-0123456789'
const SMTP_PASSWORD = 'E2e-Smtp-Passw0rd'

let smtp: SmtpSink
let herald: HeraldProcess
let browser: Browser
let smtpHost: string

beforeAll(async () => {
  smtp = await startSmtpSink()
  const smtpUrl = new URL(smtp.url)
  smtpHost = smtpUrl.host
  smtpUrl.username = 'herald'
  smtpUrl.password = SMTP_PASSWORD // the sink offers no AUTH, so it is never sent
  herald = await startHeraldOnOwnDatabase(
    {
      SMTP_URL: smtpUrl.toString(),
      SECRET_KEY,
      METRICS_TOKEN: 'e2e-metrics-token-0123456789',
      ADMIN_EMAILS: adminEmail,
      TRUST_PROXY: 'true',
    },
    240_000, // a loaded machine takes long to start the process
  )
  browser = await launchBrowser()
}, 300_000)
afterAll(async () => {
  await browser?.close()
  await herald?.stop()
  await smtp?.close().catch(() => undefined) // the health journey stops it
})

/** A job on the sample report with `rows` filter rows, emails on, created through the API as the page. */
async function burstJob(page: Page, rows: number): Promise<number> {
  const url = herald.url
  const api = (path: string, data: unknown) =>
    page.request.post(`${url}${path}`, { data, headers: { origin: url } })
  const created = await api('/api/user-jobs', {
    name: 'Ops burst',
    timeZone: 'Europe/London',
    userJobStartTime: `${new Date().getFullYear() + 1}-01-01T10:00:00`,
  })
  const jobId = ((await created.json()) as { id: number }).id
  const report = await api(
    `/api/report-job-conf?userJobId=${jobId}`,
    sampleReport({
      filePrefix: 'Ops',
      reportRunPeriod: 'NONE',
      userReportGenerationFilterData: burstRows('ops', rows),
    }),
  )
  expect(report.status()).toBe(200)
  const email = await api(`/api/job-email-config?userJobId=${jobId}`, {
    fromEmail: 'reports@example.com',
    emailTitle: 'Ops {fileName}',
    emailBody: '<p>Figures.</p>',
    isActive: true,
  })
  expect(email.status()).toBe(200)
  return jobId
}

/** A page whose waits allow a loaded machine (the e2e tier shares its cores with the rest of the run). */
async function newPage(width: number, height: number): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height } })
  page.setDefaultTimeout(120_000)
  return page
}

const figure = async (page: Page, label: string) =>
  Number(await page.getByTestId(`figure-${label}`).locator('p').nth(1).innerText())

describe('the admin’s operations screens', () => {
  let page: Page

  it('tells a user who is not an admin that they are not authorized', async () => {
    const other = await newPage(1200, 800)
    await signUpAndSignIn(other, herald.url, smtp, `ops-user-${Date.now()}@example.com`)
    await other.goto(`${herald.url}/admin/metrics`)
    await other.getByText('You are not authorized to access this page.').waitFor()
  }, 300_000)

  it('shows metrics and charts that move while a burst runs', async () => {
    page = await newPage(1400, 1000)
    await signUpAndSignIn(page, herald.url, smtp, adminEmail)
    const jobId = await burstJob(page, 12)

    await page.goto(`${herald.url}/admin/metrics`)
    await page.getByRole('heading', { name: 'Metrics' }).waitFor()
    await page.getByTestId('figure-Files rendered').waitFor()
    const filesBefore = await figure(page, 'Files rendered')
    const workChart = page.getByLabel('Work done (since start)')
    await workChart.locator('.recharts-line-curve').first().waitFor({ state: 'attached' })
    const pathBefore = await workChart.locator('.recharts-line-curve').first().getAttribute('d')

    const run = await page.request.post(`${herald.url}/api/user-jobs/run/${jobId}`, {
      headers: { origin: herald.url, 'idempotency-key': `ops-run-${Date.now()}` },
    })
    expect(run.status()).toBe(202)
    await expect.poll(() => figure(page, 'Files rendered'), { timeout: 120_000 }).toBeGreaterThan(filesBefore)
    await screenshot(page, '90-admin-metrics-during-burst')
    await expect
      .poll(() => figure(page, 'Files rendered'), { timeout: 180_000, interval: 1000 })
      .toBeGreaterThanOrEqual(filesBefore + 12)
    await expect
      .poll(() => workChart.locator('.recharts-line-curve').first().getAttribute('d'), { timeout: 15_000 })
      .not.toBe(pathBefore)
    await screenshot(page, '91-admin-metrics-after-burst')
  }, 300_000)

  it('shows each part healthy, then a stopped SMTP server as DOWN', async () => {
    await page.goto(`${herald.url}/admin/health`)
    const smtpRow = page.getByTestId('health-smtp')
    await smtpRow.getByText('UP', { exact: true }).waitFor({ timeout: 60_000 })
    await page.getByTestId('health-database').getByText('UP', { exact: true }).waitFor()
    await screenshot(page, '92-admin-health-up')

    await smtp.close()
    await page.getByRole('button', { name: 'Check again' }).click()
    await smtpRow.getByText('DOWN', { exact: true }).waitFor({ timeout: 60_000 })
    await screenshot(page, '93-admin-health-smtp-down')
  }, 300_000)

  it('shows the configuration with ****** for secrets, and changes a log level', async () => {
    await page.goto(`${herald.url}/admin/configuration`)
    const secretRow = page.getByTestId('setting-SECRET_KEY')
    await secretRow.getByText(REDACTED, { exact: true }).waitFor()
    await page.getByTestId('setting-METRICS_TOKEN').getByText(REDACTED, { exact: true }).waitFor()
    await page.getByTestId('setting-SMTP_URL').getByText(`smtp://${REDACTED}@${smtpHost}`).waitFor()
    const text = await page.locator('body').innerText()
    expect(text).not.toContain(SECRET_KEY)
    expect(text).not.toContain(SMTP_PASSWORD)
    await screenshot(page, '94-admin-configuration')

    await page.getByRole('tab', { name: 'Logs' }).click()
    const level = page.getByRole('combobox', { name: 'Level of http' })
    await level.click()
    await page.getByRole('option', { name: 'debug' }).click()
    await page.getByText('Log level changed.').waitFor()
    await expect.poll(() => level.inputValue()).toBe('debug')
    await screenshot(page, '95-admin-logs')
  }, 300_000)
})
