// One date style and phone layouts (ADR 0054): the same run reads the same date and zone on Job Summary, the
// job's detail page and History — on the job's clock, not the browser's —, the start-date picker writes the
// day before the month's name, and on a 390-px phone History shows each file as a card and the filter grid is
// edited one row at a time (the edit saved and read back). Each at 1366×850 and at 390×844, no console errors.
import { zoneLabel } from '@herald/contracts'
import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { HttpClient } from '../apps/server/test/http-client.ts'
import { history, regionRow, runNow, sampleReport, waitForRun } from '../apps/server/test/report-jobs.ts'
import { screenshot } from './support/browser.ts'
import { heraldWithSmtp, type E2eEnvironment } from './support/herald-with-smtp.ts'
import { signUpAndSignIn } from './support/sign-in.ts'

const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 850 },
  { name: 'phone', width: 390, height: 844 },
] as const
const JOB_ZONE = 'America/New_York'
const nextYear = new Date().getUTCFullYear() + 1

/** How an en-GB reader sees an instant on the job's clock: '1 Dec 2026, 10:00 EST'. */
function onJobClock(iso: string): string {
  const at = new Date(iso)
  const text = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: JOB_ZONE,
  }).format(at)
  return `${text} ${zoneLabel(at, JOB_ZONE)}`
}

/** A British reader in Tokyo: neither the language's order nor the browser's zone is the job's. */
async function signedInPage(env: E2eEnvironment, viewport: (typeof VIEWPORTS)[number], email: string) {
  const context = await env.browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    locale: 'en-GB',
    timezoneId: 'Asia/Tokyo',
  })
  const page = await context.newPage()
  const errors: string[] = []
  // The wizard asks for the job's automated filters and the account's SFTP access, which answer 404 while there
  // are none: Chromium logs those answers, the app reads them as 'none'.
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 404 \(Not Found\)$/.test(message.text()))
      errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  await signUpAndSignIn(page, env.herald.url, env.smtp, email)
  return { context, page, errors }
}

async function apiOf(context: BrowserContext, url: string): Promise<HttpClient> {
  const api = new HttpClient(url)
  for (const cookie of await context.cookies(url)) api.cookies.set(cookie.name, cookie.value)
  return api
}

/** A job in New York starting on 4 March next year (4/3 or 3/4, depending on who reads it), with two rows. */
async function newYorkJob(api: HttpClient, tag: string): Promise<number> {
  const created = await api.post('/api/user-jobs', {
    name: `Dates ${tag}`,
    timeZone: JOB_ZONE,
    jobRunFrequency: 'MONTHLY',
    userJobStartTime: `${nextYear}-03-04T10:00:00`,
  })
  expect(created.status, await created.clone().text()).toBe(201)
  const jobId = (await created.json())['id'] as number
  const rows = [regionRow('East', tag), regionRow('West', tag)]
  const report = await api.post(
    `/api/report-job-conf?userJobId=${jobId}`,
    sampleReport({ filePrefix: 'Sales', reportRunPeriod: 'NONE', userReportGenerationFilterData: rows }),
  )
  expect(report.status, await report.clone().text()).toBe(200)
  const email = await api.post(`/api/job-email-config?userJobId=${jobId}`, {
    fromEmail: 'reports@example.com',
    emailTitle: 'Your report {fileName}',
    emailBody: '<p>Hello</p>',
    isActive: true,
  })
  expect(email.status, await email.clone().text()).toBe(200)
  return jobId
}

/** Nothing on the page is wider than the screen: no sideways scrolling, hidden or not. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }))
  expect(scroll).toBeLessThanOrEqual(width)
}

describe('one date style, and phones', () => {
  const env = heraldWithSmtp()

  for (const viewport of VIEWPORTS) {
    it(`reads one run the same way everywhere, and edits rows (${viewport.name})`, async () => {
      const url = env.herald.url
      const tag = `dates-${viewport.name}-${Date.now()}`
      const { context, page, errors } = await signedInPage(env, viewport, `${tag}@example.com`)
      const api = await apiOf(context, url)
      const jobId = await newYorkJob(api, tag)
      await waitForRun(api, jobId, await runNow(api, jobId))
      const run = (await history(api, jobId)).jobExecutions[0]!
      const started = onJobClock(run.executedAt)
      expect(started).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:\d\d E[SD]T$/)

      // Job Summary: the last run on the job's clock, with its zone.
      await page.goto(`${url}/user-jobs`)
      const row = page.getByRole('row').filter({ hasText: `Dates ${tag}` })
      await row.getByText(started, { exact: true }).waitFor()
      if (viewport.name === 'phone') {
        // A card per job: its status and next run are in view, not behind a sideways scroll.
        await row.getByText('Next run', { exact: true }).waitFor()
        await row.getByRole('button', { name: `Actions for Dates ${tag}` }).waitFor()
        await expectNoSidewaysScroll(page)
      }
      await screenshot(page, `d54-1-job-summary-${viewport.name}`)

      // The job's detail page: the same run, the same words; the start time with its zone too.
      await page.goto(`${url}/entity/user-jobs/${jobId}`)
      const fields = page.getByRole('table', { name: 'Job fields' })
      await fields
        .getByRole('row', { name: /Last Run/ })
        .getByText(started, { exact: true })
        .waitFor()
      await fields
        .getByRole('row', { name: /Job Start Time/ })
        .getByText(`4 Mar ${nextYear}, 10:00 EST`)
        .waitFor()
      await screenshot(page, `d54-2-job-detail-${viewport.name}`)

      // History: the run's row reads the same; opened, its files show whole statuses and their recipients.
      await page.goto(`${url}/user-jobs/${jobId}/history`)
      const runRow = page.getByRole('button', { name: new RegExp(started) })
      await runRow.waitFor()
      await runRow.click()
      if (viewport.name === 'phone') {
        const cards = page.getByRole('list', { name: 'Files' })
        await cards.getByText(`to-east-${tag}@example.com`, { exact: true }).waitFor()
        await cards.getByText(`cc-west-${tag}@example.com`, { exact: true }).waitFor()
        const statuses = cards.getByText('SUCCESS', { exact: true })
        expect(await statuses.count()).toBe(4) // file and email, per file
        for (const status of await statuses.all()) {
          const fits = await status.evaluate((el) => el.scrollWidth <= el.clientWidth)
          expect(fits, 'the status is shown whole').toBe(true)
        }
        expect(await page.getByRole('table', { name: 'Files' }).count()).toBe(0)
        await expectNoSidewaysScroll(page)
      } else {
        await page.getByRole('table', { name: 'Files' }).getByText(`to-east-${tag}@example.com`).waitFor()
      }
      await screenshot(page, `d54-3-history-${viewport.name}`)

      // Step 1: the start-date picker writes the day, then the month's name — never 03/04.
      await page.goto(`${url}/user-jobs/${jobId}/edit`)
      await page.getByRole('radio', { name: 'Job frequency' }).check()
      const startDate = page.getByRole('textbox', { name: 'Start date' })
      await expect.poll(() => startDate.inputValue()).toBe(`4 Mar ${nextYear}`)
      await startDate.click()
      await page.getByRole('button', { name: `March ${nextYear}`, exact: true }).waitFor()
      await screenshot(page, `d54-4-start-date-picker-${viewport.name}`)
      await page.keyboard.press('Escape')
      const preview = page.getByRole('group', { name: 'Next runs' })
      await preview
        .getByText(/\d{4}, \d\d:\d\d E[SD]T$/)
        .first()
        .waitFor()

      // Step 2: one row edited and saved, then read back after a reload.
      await page.goto(`${url}/user-jobs/${jobId}/edit?step=2`)
      await page.getByRole('heading', { name: 'Generate PDF' }).waitFor()
      const cc = `kept-${tag}@example.com`
      if (viewport.name === 'phone') {
        const first = page.getByRole('region', { name: 'Row 1 of 2' })
        await first.getByLabel('To Email', { exact: true }).waitFor()
        expect(await page.getByRole('table', { name: 'Filters and email recipients' }).isVisible()).toBe(
          false,
        )
        await expectNoSidewaysScroll(page)
        await screenshot(page, `d54-5-grid-${viewport.name}`)
        await first.getByRole('button', { name: 'Next row' }).click()
        const second = page.getByRole('region', { name: 'Row 2 of 2' })
        await second.getByLabel('CC Email', { exact: true }).fill(cc)
        await screenshot(page, `d54-6-grid-row-2-${viewport.name}`)
      } else {
        await page.getByLabel('Row 2 CC Email', { exact: true }).fill(cc)
        await screenshot(page, `d54-5-grid-${viewport.name}`)
      }
      await page.getByRole('button', { name: 'Save & Next' }).click()
      await page.waitForURL(/step=3/)
      await page.goto(`${url}/user-jobs/${jobId}/edit?step=2`)
      await page.getByRole('heading', { name: 'Generate PDF' }).waitFor()
      if (viewport.name === 'phone') {
        await page
          .getByRole('region', { name: 'Row 1 of 2' })
          .getByRole('button', { name: 'Next row' })
          .click()
        const second = page.getByRole('region', { name: 'Row 2 of 2' })
        await expect.poll(() => second.getByLabel('CC Email', { exact: true }).inputValue()).toBe(cc)
      } else {
        await expect.poll(() => page.getByLabel('Row 2 CC Email', { exact: true }).inputValue()).toBe(cc)
      }

      expect(errors).toEqual([])
      await context.close()
    })
  }
})
