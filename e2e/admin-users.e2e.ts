import { adminUserMessages, sftpMessages } from '@herald/contracts'
import { describe, expect, it } from 'vitest'
import { refusal } from '../apps/server/test/sftp-client.ts'
import { freePort } from '../apps/server/test/start-test-herald.ts'
import { screenshot } from './support/browser.ts'
import { heraldWithSmtp } from './support/herald-with-smtp.ts'
import { signUpAndSignIn } from './support/sign-in.ts'

const admin = `admin-${Date.now()}@example.com`
const sftpPort = await freePort()
const env = heraldWithSmtp({ ADMIN_EMAILS: admin, SFTP_PORT: String(sftpPort) })
const NOT_AUTHORIZED = 'You are not authorized to access this page.'

describe('an admin', () => {
  it('finds a user, makes them Premium, issues and revokes their SFTP access, sees the audit event; a user is refused every admin screen', async () => {
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

    // SFTP is for Premium and Enterprise: on the trial the dialog says why nothing can be issued.
    await row.getByRole('button', { name: `SFTP access for ${customer}` }).click()
    const sftp = page.getByRole('dialog', { name: `SFTP access for ${customer}` })
    await sftp.getByText('Free trial accounts cannot use SFTP', { exact: false }).waitFor()
    expect(await sftp.getByRole('button', { name: 'Issue credentials' }).isDisabled()).toBe(true)
    await screenshot(page, 'admin-users-sftp-refused')
    await page.keyboard.press('Escape')

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

    // Premium: issue a password, shown once; it signs in by SFTP until it is revoked.
    await row.getByRole('button', { name: `SFTP access for ${customer}` }).click()
    await sftp.getByText('This account has no SFTP credentials.').waitFor()
    await sftp.getByRole('button', { name: 'Issue credentials' }).click()
    await sftp.getByText(sftpMessages.shownOnce).waitFor()
    const shown = sftp.getByRole('list', { name: 'SFTP credentials' }).getByRole('listitem')
    const value = async (label: string) =>
      (await shown.filter({ hasText: label }).locator('pre, code').first().innerText()).trim()
    const auth = { username: await value('User name'), password: await value('Password') }
    expect(await value('Port')).toBe(String(sftpPort))
    expect(auth.password).toMatch(/^[\w-]{24}$/)
    await screenshot(page, 'admin-users-sftp-shown-once')
    expect(await refusal(sftpPort, auth)).toBe('accepted')
    await sftp.getByRole('button', { name: 'Done' }).click()
    await sftp.waitFor({ state: 'hidden' })

    await row.getByRole('button', { name: `SFTP access for ${customer}` }).click()
    await sftp.getByText(auth.username).waitFor()
    expect(await sftp.getByText(auth.password).count()).toBe(0)
    await screenshot(page, 'admin-users-sftp-issued')
    await sftp.getByRole('button', { name: 'Revoke' }).click()
    const revoke = page.getByRole('dialog', { name: 'Revoke SFTP access?' })
    await screenshot(page, 'admin-users-sftp-revoke-confirm')
    await revoke.getByRole('button', { name: 'Revoke' }).click()
    await sftp.getByText('This account has no SFTP credentials.').waitFor()
    expect(await refusal(sftpPort, auth)).toBe('refused')
    await page.keyboard.press('Escape')

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
    // The unfiltered page stays on screen until the filtered one arrives (the customer's SFTP events are on it too).
    await expect.poll(() => event.count(), { timeout: 30_000 }).toBe(1)
    await event.getByText('FREE_TRIAL → PREMIUM').waitFor()
    expect(await event.getByText(admin).count()).toBe(1)
    await screenshot(page, 'admin-audits-plan-change')
    await userContext.close()
    await context.close()
  }, 300_000)
})
