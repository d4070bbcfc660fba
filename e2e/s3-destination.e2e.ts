import { afterAll, describe, expect, it } from 'vitest'
import { regionRow } from '../apps/server/test/report-jobs.ts'
import { startTestS3 } from '../apps/server/test/s3-server.ts'
import { screenshot } from './support/browser.ts'
import { heraldWithSmtp } from './support/herald-with-smtp.ts'
import { createSampleJob } from './support/sample-job.ts'
import { signUpAndSignIn } from './support/sign-in.ts'

/**
 * An S3 drop in step 3 (ADR 0050) in Chromium, against a real S3-protocol server (s3rver): the form's own checks
 * speak first, a wrong bucket is refused with what to fix, then the destination is added and a test lands an
 * object under the row's prefix; the secret access key never reaches the page again.
 */
const s3 = await startTestS3('e2e-drops')
const env = heraldWithSmtp({ BI_PRIVATE_HOSTS: '127.0.0.1' })
afterAll(async () => {
  await s3.close()
})

const SECRET = 'S3RVER-secret-never-shown'

describe('an S3 drop in step 3', () => {
  it('checks the fields, refuses a wrong bucket with what to fix, and a test lands in the bucket', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1366, height: 850 } })
    await signUpAndSignIn(page, env.herald.url, env.smtp, `s3-${Date.now()}@example.com`)
    const jobId = await createSampleJob(page, env.herald.url, {
      name: 'Regional sales to S3',
      rows: [regionRow('East', 'e2e-s3')],
    })
    await page.goto(`${env.herald.url}/user-jobs/${jobId}/edit?step=3`)
    const section = page.getByRole('region', { name: 'Destinations' })
    await section.getByRole('button', { name: 'Add destination' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add a destination' })
    await dialog.getByText('S3 bucket', { exact: true }).click()

    // The contracts' checks, before anything is sent.
    await dialog.getByLabel('Bucket', { exact: true }).fill('Not_A_Bucket')
    await dialog.getByRole('button', { name: 'Add destination' }).click()
    await dialog.getByText(/^Enter the bucket’s name: 3–63 lowercase letters/).waitFor()
    await dialog.getByText(/^Enter the bucket’s region/).waitFor()
    await screenshot(page, '105-s3-destination-checked')

    await dialog.getByLabel('Bucket', { exact: true }).fill('no-such-bucket')
    await dialog.getByLabel('Region', { exact: true }).fill('us-east-1')
    await dialog.getByLabel('Prefix', { exact: true }).fill('drops/{filterValue}/')
    await dialog.getByLabel('Access key ID').fill('S3RVER')
    await dialog.getByLabel('Secret access key').fill(SECRET)
    await dialog.getByLabel('Endpoint (S3-compatible stores)').fill(s3.endpoint)
    await dialog.getByLabel(/^Path-style addresses/).check()
    await dialog.getByRole('button', { name: 'Add destination' }).click()
    await dialog
      .getByText(/^The bucket no-such-bucket does not exist at 127\.0\.0\.1:\d+ \(NoSuchBucket\)/)
      .waitFor()
    await dialog.locator('button[data-loading]').waitFor({ state: 'detached' })
    await screenshot(page, '106-s3-destination-no-such-bucket')

    await dialog.getByLabel('Bucket', { exact: true }).fill(s3.bucket)
    await dialog.getByRole('button', { name: 'Add destination' }).click()
    await dialog.waitFor({ state: 'hidden' })
    const row = section
      .getByTestId('destination-row')
      .filter({ hasText: `S3 ${s3.bucket}/drops/{filterValue}` })
    await row.waitFor()
    expect(await page.content()).not.toContain(SECRET)
    await row.getByRole('button', { name: 'Send a test' }).click()
    await page.getByText(`Test sent to S3 ${s3.bucket}/drops/{filterValue}.`).waitFor()
    expect(await s3.keys()).toEqual(['drops/East/herald-test.txt'])
    await page.waitForTimeout(400) // let the toast finish sliding in before the picture
    await screenshot(page, '107-s3-destination-tested')
    await page.close()
  }, 120_000)
})
