import { adminUserMessages } from '@herald/contracts'
import { describe, expect, it } from 'vitest'
import { screenshot } from './support/browser.ts'
import { heraldWithSmtp } from './support/herald-with-smtp.ts'
import { signUpAndSignIn } from './support/sign-in.ts'

const admin = `admin-${Date.now()}@example.com`
const env = heraldWithSmtp({ ADMIN_EMAILS: admin })
const NOT_AUTHORIZED = 'You are not authorized to access this page.'

describe('an admin', () => {
  it('finds a user, makes them Premium and sees the audit event; a user is refused every admin screen', async () => {
    const url = env.herald.url
    const customer = `customer-${Date.now()}@example.com`
    const userContext = await env.browser.newContext({ viewport: { width: 1280, height: 800 } })
    const userPage = await userContext.newPage()
    await signUpAndSignIn(userPage, url, env.smtp, customer)
    for (const screen of ['user-management', 'audits', 'metrics']) {
      await userPage.goto(`${url}/admin/${screen}`)
      await userPage.getByText(NOT_AUTHORIZED).waitFor()
    }
    await screenshot(userPage, 'admin-users-refused')

    const context = await env.browser.newContext({ viewport: { width: 1400, height: 900 } })
    const page = await context.newPage()
    await signUpAndSignIn(page, url, env.smtp, admin)
    await page.getByRole('button', { name: 'Admin' }).click()
    await page.getByRole('menuitem', { name: 'Users' }).click()
    await page.waitForURL(/\/admin\/user-management$/)
    await page.getByRole('table', { name: 'Users' }).waitFor()
    await screenshot(page, 'admin-users-list')

    await page.getByLabel('Search users').fill(customer.slice(0, 20))
    const row = page.getByRole('row').filter({ hasText: customer })
    await row.waitFor()
    await page.getByText('Showing 1 to 1 of 1 entries').waitFor()
    expect(await row.getByText('Free trial').count()).toBe(1)

    await row.getByRole('button', { name: `Edit ${customer}` }).click()
    const dialog = page.getByRole('dialog', { name: `Edit ${customer}` })
    await dialog.getByRole('combobox', { name: 'Plan' }).click()
    await page.getByRole('option', { name: 'Premium' }).click()
    await screenshot(page, 'admin-users-edit')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await page.getByText(adminUserMessages.saved).waitFor()
    await row.getByText('Premium').waitFor()
    await screenshot(page, 'admin-users-premium')

    // The user's own account says Premium on their next request.
    const account = await userPage.request.get(`${url}/api/account`)
    expect(((await account.json()) as { subscriptionType: string }).subscriptionType).toBe('PREMIUM')

    await row.getByRole('button', { name: `Delete ${customer}` }).click()
    const remove = page.getByRole('dialog', { name: 'Delete this user?' })
    await remove.getByText('0 jobs, 0 generated files and no API key').waitFor()
    await screenshot(page, 'admin-users-delete-confirm')
    await remove.getByRole('button', { name: 'Cancel' }).click()

    await page.getByRole('button', { name: 'Admin' }).click()
    await page.getByRole('menuitem', { name: 'Audits' }).click()
    await page.waitForURL(/\/admin\/audits$/)
    await page.getByRole('combobox', { name: 'Event' }).click()
    await page.getByRole('option', { name: 'USER_UPDATED' }).click()
    const event = page.getByRole('row').filter({ hasText: customer })
    await event.getByText('FREE_TRIAL → PREMIUM').waitFor()
    expect(await event.getByText(admin).count()).toBe(1)
    await screenshot(page, 'admin-audits-plan-change')
    await userContext.close()
    await context.close()
  }, 300_000)
})
