import { afterAll, describe, expect, it } from 'vitest'
import { startFakeEntra } from '../apps/server/test/fakes/fake-entra.ts'
import { startFakeGraph } from '../apps/server/test/fakes/fake-graph.ts'
import { regionRow } from '../apps/server/test/report-jobs.ts'
import { screenshot } from './support/browser.ts'
import { heraldWithSmtp } from './support/herald-with-smtp.ts'
import { createSampleJob } from './support/sample-job.ts'
import { signUpAndSignIn } from './support/sign-in.ts'

/**
 * A SharePoint / OneDrive destination in step 3 (ADR 0052) in Chromium: the user signs in with the (fake) Microsoft
 * identity platform in a popup, picks a site's library and opens a folder from what the (fake) Graph lists, adds a
 * path with a row token, and a test lands in that folder.
 */
const entra = await startFakeEntra()
entra.interactive = true
const graph = await startFakeGraph(entra)
const driveId = graph.addDrive('Documents', { site: 'Finance Team' })
graph.addDrive('OneDrive')
graph.addFolder(driveId, '/Reports/Monthly')
graph.addFolder(driveId, '/Board')
const env = heraldWithSmtp({
  BI_PRIVATE_HOSTS: '127.0.0.1',
  POWERBI_CLIENT_ID: entra.clientId,
  POWERBI_CLIENT_SECRET: entra.clientSecret,
  POWERBI_AUTHORITY_URL: entra.url,
  GRAPH_API_URL: graph.url,
})
afterAll(async () => {
  await graph.close()
  await entra.close()
})

describe('a SharePoint / OneDrive destination in step 3', () => {
  it('signs in with Microsoft, picks a folder, and a test lands there', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1366, height: 850 } })
    await signUpAndSignIn(page, env.herald.url, env.smtp, `sharepoint-${Date.now()}@example.com`)
    const jobId = await createSampleJob(page, env.herald.url, {
      name: 'Regional sales to SharePoint',
      rows: [regionRow('East', 'e2e-sharepoint')],
    })
    await page.goto(`${env.herald.url}/user-jobs/${jobId}/edit?step=3`)
    const section = page.getByRole('region', { name: 'Destinations' })
    await section.getByRole('button', { name: 'Add destination' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add a destination' })
    await dialog.getByText('SharePoint / OneDrive', { exact: true }).click()
    // Adding before signing in says what to do first.
    await dialog.getByRole('button', { name: 'Add destination' }).click()
    await dialog.getByText('Sign in with Microsoft, then pick a drive and a folder.').waitFor()

    const popupOpened = page.waitForEvent('popup')
    await dialog.getByRole('button', { name: 'Sign in with Microsoft' }).click()
    const popup = await popupOpened
    await popup.getByRole('link', { name: 'Sign in' }).waitFor()
    const closed = popup.waitForEvent('close')
    await popup.getByRole('link', { name: 'Sign in' }).click()
    await closed
    await dialog.getByText(`Signed in as ${entra.user.upn}`).waitFor()

    await dialog.getByPlaceholder('Pick a drive').click()
    await page.getByRole('option', { name: 'Finance Team · Documents' }).click()
    const folders = dialog.getByLabel('Folders')
    await folders.getByText('Reports', { exact: true }).click()
    await dialog.getByText('Folder: /Reports').waitFor()
    await folders.getByText('Monthly', { exact: true }).waitFor()
    await dialog.getByLabel('Path below the folder').fill('{filterValue}')
    await screenshot(page, '110-add-sharepoint-destination')
    await dialog.getByRole('button', { name: 'Add destination' }).click()
    await dialog.waitFor({ state: 'hidden' })

    const row = section
      .getByTestId('destination-row')
      .filter({ hasText: 'SharePoint Documents/Reports/{filterValue}' })
    await row.waitFor()
    const html = await page.content()
    for (const secret of entra.issued()) expect(html).not.toContain(secret)
    await row.getByRole('button', { name: 'Send a test' }).click()
    await page.getByText('Test sent to SharePoint Documents/Reports/{filterValue}.').waitFor()
    expect(graph.files(driveId, '/Reports')).toEqual(['/Reports/East/herald-test.txt'])
    await page.waitForTimeout(400) // let the toast finish sliding in before the picture
    await screenshot(page, '111-sharepoint-destination-tested')
    await page.close()
  }, 120_000)
})
