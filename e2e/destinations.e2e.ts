import { afterAll, describe, expect, it } from 'vitest'
import { startFakeSlack } from '../apps/server/test/fakes/fake-slack.ts'
import { startWebhookReceiver } from '../apps/server/test/fakes/webhook-receiver.ts'
import { regionRow } from '../apps/server/test/report-jobs.ts'
import { screenshot } from './support/browser.ts'
import { heraldWithSmtp } from './support/herald-with-smtp.ts'
import { createSampleJob } from './support/sample-job.ts'
import { signUpAndSignIn } from './support/sign-in.ts'

/**
 * Destinations beside email (ADR 0048) in Chromium: step 3 adds a Slack channel and a webhook and sends a test to
 * each (a fake Slack Web API, a receiver verifying Standard Webhooks signatures); a run shows each file's status per
 * destination in History.
 */
const slack = await startFakeSlack()
const hooks = await startWebhookReceiver()
const env = heraldWithSmtp({ SLACK_API_URL: slack.apiUrl, BI_PRIVATE_HOSTS: '127.0.0.1' })
afterAll(async () => {
  await Promise.all([slack.close(), hooks.close()])
})

describe('destinations in step 3', () => {
  it('adds a Slack channel and a webhook, sends a test to each, and History shows each file per destination', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1366, height: 850 } })
    await signUpAndSignIn(page, env.herald.url, env.smtp, `dest-${Date.now()}@example.com`)
    slack.addChannel('finance')
    const jobId = await createSampleJob(page, env.herald.url, {
      name: 'Regional sales',
      rows: [regionRow('East', 'e2e-dest'), regionRow('West', 'e2e-dest')],
      email: { emailTitle: 'Sales for {fileName}', emailBody: '<p>Here are your figures.</p>' },
    })

    await page.goto(`${env.herald.url}/user-jobs/${jobId}/edit?step=3`)
    const section = page.getByRole('region', { name: 'Destinations' })
    await section.getByText('No destinations yet: files go by email only.').waitFor()
    await screenshot(page, '98-step-3-destinations-empty')

    // Slack: the bot token and the channel.
    await section.getByRole('button', { name: 'Add destination' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add a destination' })
    await dialog.getByLabel('Bot token').fill('not-a-token')
    await dialog.getByLabel('Channel').fill('#finance')
    await dialog.getByRole('button', { name: 'Add destination' }).click()
    await dialog.getByText('Enter a Slack bot token (it begins with xoxb-).').waitFor()
    await dialog.getByLabel('Bot token').fill(slack.token)
    await dialog.getByLabel('Message').fill('Sales for {filterValue}')
    await screenshot(page, '99-add-slack-destination')
    await dialog.getByRole('button', { name: 'Add destination' }).click()
    await dialog.waitFor({ state: 'hidden' })
    const slackRow = section.getByTestId('destination-row').filter({ hasText: 'Slack #finance' })
    await slackRow.waitFor()
    expect(await page.content()).not.toContain(slack.token)

    await slackRow.getByRole('button', { name: 'Send a test' }).click()
    await page.getByText('Test sent to Slack #finance.').waitFor()
    expect(slack.posts.at(-1)).toMatchObject({ channelName: 'finance', fileName: 'herald-test.txt' })

    // A webhook: its signing secret is shown once, with a copy button.
    await section.getByRole('button', { name: 'Add destination' }).click()
    await dialog.getByText('Webhook', { exact: true }).click()
    await dialog.getByLabel('Endpoint URL').fill(hooks.url)
    await dialog.getByRole('button', { name: 'Add destination' }).click()
    await dialog.waitFor({ state: 'hidden' })
    const secretBox = section.getByText(/^whsec_/)
    await secretBox.waitFor()
    hooks.setSecret((await secretBox.textContent())!.trim())
    const hookRow = section.getByTestId('destination-row').filter({ hasText: 'Webhook 127.0.0.1' })
    await hookRow.getByRole('button', { name: 'Send a test' }).click()
    await page.getByText(/^Test sent to Webhook 127\.0\.0\.1/).waitFor()
    expect(hooks.events.at(-1)!.body['type']).toBe('herald.test')
    await page.waitForTimeout(400) // let the toast finish sliding in before the picture
    await screenshot(page, '100-destinations-tested')

    // A run: each file reaches both destinations; History shows each per destination.
    const run = await page.request.post(`${env.herald.url}/api/user-jobs/run/${jobId}`, {
      headers: { origin: env.herald.url, 'idempotency-key': `e2e-run-${jobId}-${Date.now()}` },
    })
    expect(run.status()).toBe(202)
    // The run's files only: the test above posted 'herald-test.txt' with the same message.
    const runPosts = () => slack.posts.filter((p) => p.fileName.endsWith('.pdf'))
    await expect.poll(() => runPosts().length, { timeout: 60_000 }).toBe(2)
    expect(
      runPosts()
        .map((p) => p.comment)
        .sort(),
    ).toEqual(['Sales for East', 'Sales for West'])
    await page.goto(`${env.herald.url}/user-jobs/${jobId}/history`)
    await page.getByText('Generated: 2').click()
    const files = page.getByRole('table', { name: 'Files' })
    await expect.poll(() => files.getByText('Slack #finance: SENT').count(), { timeout: 30_000 }).toBe(2)
    await expect.poll(() => files.getByText('Webhook 127.0.0.1', { exact: false }).count()).toBe(2)
    await page.getByRole('button', { name: 'Send again to Slack #finance' }).waitFor()
    await page.waitForTimeout(400)
    await screenshot(page, '101-history-per-destination')
  })
})
