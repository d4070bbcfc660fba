import { describe, expect, it } from 'vitest'
import { regionRow } from '../apps/server/test/report-jobs.ts'
import { screenshot } from './support/browser.ts'
import { heraldWithSmtp } from './support/herald-with-smtp.ts'
import { createSampleJob } from './support/sample-job.ts'
import { signUpAndSignIn } from './support/sign-in.ts'

/** Runs when the data is ready (ADR 0044): "after each refresh" on the sample source, and the trigger URL. */
const env = heraldWithSmtp()
const tag = `refresh${Date.now() % 100000}`

describe('runs when the data is ready', () => {
  it('sets up "after each refresh" on the sample source, refreshes it, and history says the refresh started the run', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1366, height: 850 } })
    await signUpAndSignIn(page, env.herald.url, env.smtp, `refresh-${Date.now()}@example.com`)
    const jobId = await createSampleJob(page, env.herald.url, {
      name: 'Fresh sales',
      rows: [regionRow('East', tag)],
      email: { emailTitle: 'Fresh sales {fileName}', emailBody: '<p>The numbers are fresh.</p>' },
    })

    // Step 1 of the wizard: run after each refresh instead of on the schedule.
    await page.goto(`${env.herald.url}/user-jobs/${jobId}/edit`)
    const panel = page.getByRole('group', { name: 'Run after data refresh' })
    await panel.waitFor()
    await panel.getByRole('switch', { name: 'Run after each refresh of its data' }).check({ force: true })
    await panel.getByRole('switch', { name: 'Run on the schedule above' }).uncheck({ force: true })
    await panel.getByLabel('Not before').fill('00:00')
    await panel.getByLabel('Not after').fill('23:59')
    await panel.getByRole('button', { name: 'Save refresh settings' }).click()
    await panel.getByText('Waiting for the next refresh').waitFor()
    await screenshot(page, '80-refresh-step1-after-each-refresh')

    // Job Summary says what the job waits for.
    await page.goto(`${env.herald.url}/user-jobs`)
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'Fresh sales', exact: true }) })
    await row.getByText('Waiting for the next refresh').waitFor()
    await screenshot(page, '81-refresh-job-summary-waiting')

    // Refresh the sample data: the job starts at once, and its history names the refresh.
    await page.goto(`${env.herald.url}/user-jobs/${jobId}/edit`)
    await panel.getByRole('button', { name: 'Refresh sample data' }).click()
    await page.getByText('Sample data refreshed: 1 job started.').waitFor()
    await page.goto(`${env.herald.url}/user-jobs/${jobId}/history`)
    await page.getByRole('heading', { name: 'Job History' }).waitFor()
    await page.getByText(/Refresh of the sample data completed at .* \(Europe\/London\) · Finished/).waitFor({
      timeout: 60_000,
    })
    await page.getByText('Email: SUCCESS').waitFor({ timeout: 60_000 })
    const mail = await env.smtp.waitFor(`to-east-${tag}@example.com`)
    expect(mail.subject).toContain('Fresh sales')
    await screenshot(page, '82-refresh-history-started-by-refresh')
  })

  it('creates a trigger URL shown once, and a POST to it starts a run shown in history', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1366, height: 850 } })
    await signUpAndSignIn(page, env.herald.url, env.smtp, `trigger-${Date.now()}@example.com`)
    const jobId = await createSampleJob(page, env.herald.url, {
      name: 'Pipeline sales',
      rows: [regionRow('East', tag)],
      email: { emailTitle: 'Fresh sales {fileName}', emailBody: '<p>The numbers are fresh.</p>' },
    })
    await page.goto(`${env.herald.url}/user-jobs/${jobId}/edit`)
    const field = page.getByRole('group', { name: 'Trigger URL' })
    await field.getByRole('button', { name: 'Create trigger URL' }).click()
    await field.getByText('Copy it now: it is shown only once').waitFor()
    const url = (await field.locator('pre, code').first().textContent())!.trim()
    expect(url).toMatch(new RegExp(`^${env.herald.url}/api/triggers/hrt_[A-Za-z0-9_-]{43}$`))
    await field.getByRole('button', { name: 'Regenerate trigger URL' }).waitFor()
    await screenshot(page, '83-trigger-url-created')

    const fired = await fetch(url, { method: 'POST', headers: { 'idempotency-key': `etl-${tag}` } })
    expect(fired.status).toBe(202)
    await page.goto(`${env.herald.url}/user-jobs/${jobId}/history`)
    await page.getByText(/Trigger URL · (Queued|Running|Finished)/).waitFor({ timeout: 60_000 })
    await screenshot(page, '84-trigger-url-run-in-history')

    await page.goto(`${env.herald.url}/user-jobs/${jobId}/edit`)
    await field.getByRole('button', { name: 'Revoke' }).click()
    await field.getByText('This job has no trigger URL.').waitFor()
    expect((await fetch(url, { method: 'POST' })).status).toBe(404)
  })
})
