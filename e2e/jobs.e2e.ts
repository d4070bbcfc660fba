import { jobMessages } from '@herald/contracts'
import { describe, expect, it } from 'vitest'
import { screenshot } from './support/browser.ts'
import { heraldWithSmtp } from './support/herald-with-smtp.ts'
import { signUpAndSignIn } from './support/sign-in.ts'

const env = heraldWithSmtp()

describe('a report owner', () => {
  it('creates a job through step 1, pauses, activates, clones, runs and deletes it', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1400, height: 900 } })
    await signUpAndSignIn(page, env.herald.url, env.smtp, `owner-${Date.now()}@example.com`)
    await page.getByText(jobMessages.noJobs(0, 0)).waitFor()
    await screenshot(page, '20-job-summary-empty')

    await page.getByRole('link', { name: 'Add New Job' }).click()
    await page.getByRole('textbox', { name: 'Job name', exact: true }).fill('Weekly revenue')
    const cron = page.getByRole('textbox', { name: 'Cron expression' })
    await cron.fill('*/10 * * * *')
    await cron.blur()
    await page
      .getByText('Jobs cannot be scheduled to run more frequently than once every 30 minutes')
      .first()
      .waitFor()
    await cron.fill('30 9 * * 1')
    await cron.blur()
    await screenshot(page, '21-wizard-step-1')
    await page.getByRole('button', { name: 'Save & Next' }).click()
    await page.waitForURL(/\/user-jobs\/\d+\/edit\?step=2/)
    await page.getByRole('heading', { name: 'Generate PDF' }).waitFor()
    await page.getByRole('link', { name: 'Job Summary' }).first().click()
    await page.waitForURL(/\/user-jobs(\?skipRefresh=true)?$/)

    const table = page.getByRole('table', { name: 'Jobs' })
    const row = table
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'Weekly revenue', exact: true }) })
    await row.getByText('At 09:30, only on Monday').waitFor()
    await row.getByText('Provisioning').waitFor()
    await screenshot(page, '22-job-summary')

    const active = row.getByRole('switch', { name: 'Active' })
    // The switch's input is visually hidden: a person clicks its track.
    const track = row.locator('.mantine-Switch-track')
    await track.click()
    await expect.poll(() => active.isChecked()).toBe(false)
    await row.getByRole('button', { name: 'Run now' }).click()
    const inactive = page.getByRole('dialog', { name: 'Weekly revenue' })
    await inactive.getByText(jobMessages.inactive).waitFor()
    await page.waitForTimeout(300) // let the dialog finish fading in before the picture
    await screenshot(page, '23-inactive-dialog')
    await inactive.getByRole('button', { name: 'Ok' }).click()
    await inactive.waitFor({ state: 'hidden' })
    await track.click()
    await expect.poll(() => active.isChecked()).toBe(true)

    await row.getByRole('button', { name: 'Clone' }).click()
    await table.getByRole('row').filter({ hasText: 'Weekly revenue (copy)' }).waitFor()

    await row.getByRole('button', { name: 'Run now' }).click()
    await page.getByText('Job run has been queued.').waitFor()
    await expect
      .poll(
        async () => {
          await page.getByRole('button', { name: 'Refresh Table' }).click()
          return row.getByText('FAILED').count()
        },
        { timeout: 20_000 },
      )
      .toBeGreaterThan(0)
    await row.getByText('FAILED').hover()
    await page.getByText(jobMessages.notConfigured).first().waitFor()
    await screenshot(page, '24-run-failed')

    await row.getByRole('button', { name: 'Delete' }).click()
    const dialog = page.getByRole('dialog', { name: 'Confirm delete operation' })
    await dialog.getByText(jobMessages.deleteQuestion('Weekly revenue')).waitFor()
    await page.waitForTimeout(300)
    await screenshot(page, '25-delete-dialog')
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await expect.poll(() => row.count()).toBe(0)
    await table.getByRole('row').filter({ hasText: 'Weekly revenue (copy)' }).waitFor()
  })
})
