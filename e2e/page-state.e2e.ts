import { describe, expect, it } from 'vitest'
import { screenshot } from './support/browser.ts'
import { heraldWithSmtp } from './support/herald-with-smtp.ts'
import { signUpAndSignIn } from './support/sign-in.ts'

// PageState in a real page: a list that cannot be read says what failed and why, offers Try again, and once
// it is read shows its empty state.
const env = heraldWithSmtp()

describe('a section that could not be loaded', () => {
  it('says what failed and why, and Try again loads it (here: no sending domains yet)', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1366, height: 850 } })
    await signUpAndSignIn(page, env.herald.url, env.smtp, `page-state-${Date.now()}@example.com`)
    let failures = 1
    await page.route('**/api/ses-domains', async (route) => {
      if (route.request().method() !== 'GET' || failures-- <= 0) return route.continue()
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          status: 503,
          title: 'Service Unavailable',
          message: 'The database is not answering.',
        }),
      })
    })

    await page.goto(`${env.herald.url}/account/ses-domains`)
    const alert = page.getByRole('alert').filter({ hasText: 'The sending domains could not be loaded.' })
    await alert.getByText('The database is not answering.').waitFor()
    await screenshot(page, 'ps-1-section-failed')

    await alert.getByRole('button', { name: 'Try again' }).click()
    await page.getByRole('status').getByText('No sending domains yet').waitFor()
    expect(await alert.count()).toBe(0)
    await screenshot(page, 'ps-2-section-empty-after-retry')
    await page.close()
  })
})
