import { afterAll, describe, expect, it } from 'vitest'
import { startSftpDropServer } from '../apps/server/test/fakes/sftp-drop-server.ts'
import { regionRow } from '../apps/server/test/report-jobs.ts'
import { screenshot } from './support/browser.ts'
import { heraldWithSmtp } from './support/herald-with-smtp.ts'
import { createSampleJob } from './support/sample-job.ts'
import { signUpAndSignIn } from './support/sign-in.ts'

/**
 * An SFTP drop in step 3 (ADR 0050) in Chromium, against a real SFTP server: added without a host key, the form
 * shows the key the server answered, the user confirms it, the destination is pinned, and a test lands a file.
 */
const sftp = await startSftpDropServer()
const env = heraldWithSmtp({ BI_PRIVATE_HOSTS: '127.0.0.1' })
afterAll(async () => {
  await sftp.close()
})

describe('an SFTP drop in step 3', () => {
  it('confirms the server’s host key, pins it, and a test lands in the folder', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1366, height: 850 } })
    await signUpAndSignIn(page, env.herald.url, env.smtp, `sftp-${Date.now()}@example.com`)
    const jobId = await createSampleJob(page, env.herald.url, {
      name: 'Regional sales to SFTP',
      rows: [regionRow('East', 'e2e-sftp')],
    })
    await page.goto(`${env.herald.url}/user-jobs/${jobId}/edit?step=3`)
    const section = page.getByRole('region', { name: 'Destinations' })
    await section.getByRole('button', { name: 'Add destination' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add a destination' })
    await dialog.getByText('SFTP folder', { exact: true }).click()
    await dialog.getByLabel('Host', { exact: true }).fill(sftp.host)
    await dialog.getByLabel('Port').fill(String(sftp.port))
    await dialog.getByLabel('User name').fill(sftp.username)
    await dialog.locator('input[type=password]').fill(sftp.password)
    await dialog.getByLabel('Folder', { exact: true }).fill('/drops/{filterValue}')
    await screenshot(page, '102-add-sftp-destination')
    await dialog.getByRole('button', { name: 'Add destination' }).click()
    await dialog.getByText(sftp.fingerprint()).first().waitFor()
    await screenshot(page, '103-sftp-confirm-host-key')
    await dialog.getByRole('button', { name: 'Use this host key' }).click()
    expect(await dialog.getByLabel('Host key (SHA-256 fingerprint)').inputValue()).toBe(sftp.fingerprint())
    await dialog.getByRole('button', { name: 'Add destination' }).click()
    await dialog.waitFor({ state: 'hidden' })
    const row = section.getByTestId('destination-row').filter({ hasText: `SFTP 127.0.0.1:${sftp.port}` })
    await row.waitFor()
    expect(await page.content()).not.toContain(sftp.password)
    await row.getByRole('button', { name: 'Send a test' }).click()
    await page.getByText(/^Test sent to SFTP 127\.0\.0\.1/).waitFor()
    expect(sftp.list('drops')).toEqual(['East/herald-test.txt'])
    await page.waitForTimeout(400) // let the toast finish sliding in before the picture
    await screenshot(page, '104-sftp-destination-tested')
    await page.close()
  }, 120_000)
})
