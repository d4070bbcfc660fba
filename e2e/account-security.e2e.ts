import {
  accountMessages,
  accountSessionMessages,
  authMessages,
  emailChangeMessages,
  ipAllowListMessages,
  passwordMessages,
} from '@herald/contracts'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, screenshot } from './support/browser.ts'
import { startHeraldOnOwnDatabase } from './support/herald-own-database.ts'
import type { HeraldProcess } from './support/herald-process.ts'

/** Herald with its dev mailbox (no SMTP server): every emailed link is opened from /dev/mailbox. */
let herald: HeraldProcess
let browser: Browser
beforeAll(async () => {
  herald = await startHeraldOnOwnDatabase({
    SECRET_KEY: 'e2e-secret-key-that-is-long-enough-0123456789',
    TRUST_PROXY: 'true',
  })
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await herald?.stop()
})

let client = 0
/** Each account's pages come from an address of their own (Herald trusts X-Forwarded-For here). */
const nextAddress = () => {
  const n = ++client
  return `10.${process.pid % 250}.${200 + (n >> 8)}.${n & 255}`
}

/** Opens the dev mailbox, reloading as a person would, until an email to `to` with this subject is there. */
async function openMail(mailbox: Page, to: string, subject: string | RegExp) {
  const mail = mailbox
    .locator('article', { hasText: to })
    .filter({ has: mailbox.getByRole('heading', { name: subject }) })
    .first()
  await mailbox.goto(`${herald.url}/dev/mailbox`)
  for (let i = 0; i < 60 && !(await mail.isVisible()); i++) {
    await mailbox.waitForTimeout(500)
    await mailbox.reload()
  }
  return mail
}

/** Clicks a link in an email's HTML body; it opens in a new tab, which is returned. */
async function followLink(
  context: BrowserContext,
  mailbox: Page,
  to: string,
  subject: string,
  label: string,
) {
  const mail = await openMail(mailbox, to, subject)
  const opened = context.waitForEvent('page')
  await mail.frameLocator('iframe').getByRole('link', { name: label }).click()
  return opened
}

/** The dev mailbox's entry for the newest email to `to` whose text matches, read as the page serves it. */
async function mailboxEntry(page: Page, to: string, match: RegExp): Promise<string> {
  for (let i = 0; i < 240; i++) {
    const html = await (await page.request.get(`${herald.url}/dev/mailbox`)).text()
    const entry = html.split('<article').find((article) => article.includes(to) && match.test(article))
    if (entry) return entry
    await page.waitForTimeout(500)
  }
  throw new Error(`no email to ${to} matching ${match}`)
}

/** Registers, activates and signs in through the API (the UI of those is another journey's), with codes from the dev mailbox. */
async function signUpAndSignIn(page: Page, email: string) {
  const headers = { origin: herald.url, 'x-forwarded-for': nextAddress() }
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': headers['x-forwarded-for'] })
  const registered = await page.request.post(`${herald.url}/api/register`, {
    data: { firstName: 'Erin', email },
    headers,
  })
  expect(registered.status()).toBe(201)
  const activation = await mailboxEntry(page, email, /activate\?key=/)
  const key = /activate\?key=([^\s"<&]+)/.exec(activation)![1]!
  expect((await page.request.get(`${herald.url}/api/activate?key=${key}`, { headers })).status()).toBe(200)
  const sent = await page.request.post(`${herald.url}/api/auth/email-otp/send-verification-otp`, {
    data: { email, type: 'sign-in' },
    headers,
  })
  expect(sent.status()).toBe(200)
  const otp = /sign-in code: (\d{6})/.exec(await mailboxEntry(page, email, /sign-in code: \d{6}/))![1]!
  const signedIn = await page.request.post(`${herald.url}/api/auth/sign-in/email-otp`, {
    data: { email, otp },
    headers,
  })
  expect(signedIn.status()).toBe(200)
}

/** Signs `page`'s context in to an existing account with a new code (another browser, another address). */
async function signInAgain(page: Page, email: string, userAgent: string) {
  const headers = { origin: herald.url, 'x-forwarded-for': nextAddress(), 'user-agent': userAgent }
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': headers['x-forwarded-for'] })
  const before = await mailboxEntry(page, email, /sign-in code: \d{6}/)
  const sent = await page.request.post(`${herald.url}/api/auth/email-otp/send-verification-otp`, {
    data: { email, type: 'sign-in' },
    headers,
  })
  expect(sent.status()).toBe(200)
  let entry = before
  for (let i = 0; i < 120 && entry === before; i++) {
    await page.waitForTimeout(500)
    entry = await mailboxEntry(page, email, /sign-in code: \d{6}/)
  }
  const otp = /sign-in code: (\d{6})/.exec(entry)![1]!
  const signedIn = await page.request.post(`${herald.url}/api/auth/sign-in/email-otp`, {
    data: { email, otp },
    headers,
  })
  expect(signedIn.status()).toBe(200)
}

async function newAccountPages(email: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  // The machine these journeys run on may be heavily shared: wait for what a user waits for, however slow.
  context.setDefaultTimeout(90_000)
  const page = await context.newPage()
  const mailbox = await context.newPage()
  await signUpAndSignIn(page, email)
  return { context, page, mailbox }
}

describe('account security', () => {
  it('changes the sign-in email through the link in the dev mailbox; profile and password forms', async () => {
    const oldEmail = `before-${Date.now()}@example.com`
    const newEmail = `after-${Date.now()}@example.com`
    const { context, page, mailbox } = await newAccountPages(oldEmail)

    await page.goto(`${herald.url}/account/email`)
    await page.getByText(`You sign in as ${oldEmail}`).waitFor()
    await screenshot(page, '70-account-email')
    await page.getByLabel('New email address').fill('not an email')
    await page.getByRole('button', { name: 'Send confirmation link' }).click()
    await page.getByText(authMessages.emailInvalid).waitFor()
    await page.getByLabel('New email address').fill(newEmail)
    await page.getByRole('button', { name: 'Send confirmation link' }).click()
    await page.getByText('Check your inbox').waitFor()
    await page.getByText(newEmail).first().waitFor()
    await screenshot(page, '71-account-email-pending')

    const confirm = await followLink(
      context,
      mailbox,
      newEmail,
      'Confirm your new Herald email address',
      'Confirm my new email',
    )
    await confirm.getByText(emailChangeMessages.changed).waitFor()
    await screenshot(confirm, '72-confirm-email')
    await confirm.close()
    const notice = await openMail(mailbox, oldEmail, 'Your Herald email address was changed')
    expect(await notice.textContent()).toContain(newEmail)

    // The session stays valid and now shows the new address; the pending state is gone.
    await page.reload()
    await page.getByText(`You sign in as ${newEmail}`).waitFor()
    expect(await page.getByText('Check your inbox').count()).toBe(0)

    await page.getByLabel('Last name').fill('Lindqvist')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByText(accountMessages.saved).waitFor()

    await page.getByLabel('Current password').fill('not my password')
    await page.getByLabel('New password', { exact: true }).fill('a brand new password')
    await page.getByLabel('Confirm new password').fill('a brand new password')
    await page.getByRole('button', { name: 'Change Password' }).click()
    await page.getByText(passwordMessages.currentIncorrect).waitFor()
    await screenshot(page, '73-account-profile-password')
    await context.close()
  }, 300_000)

  it('lists the signed-in sessions, revokes one and signs out everywhere else', async () => {
    const email = `sessions-${Date.now()}@example.com`
    const { context, page } = await newAccountPages(email)
    const phone = await browser.newContext({ viewport: { width: 390, height: 800 } })
    const tablet = await browser.newContext({ viewport: { width: 800, height: 900 } })
    phone.setDefaultTimeout(90_000)
    tablet.setDefaultTimeout(90_000)
    const phonePage = await phone.newPage()
    const tabletPage = await tablet.newPage()
    await signInAgain(
      phonePage,
      email,
      'Mozilla/5.0 (Android 14; Mobile; rv:141.0) Gecko/141.0 Firefox/141.0',
    )
    await signInAgain(
      tabletPage,
      email,
      'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    )

    await page.goto(`${herald.url}/account/email`)
    const list = page.getByRole('list', { name: 'Signed-in sessions' })
    await list.getByRole('listitem').nth(2).waitFor()
    await list.getByRole('listitem').filter({ hasText: 'This device' }).waitFor()
    await list.getByText('Firefox 141 on Android 14 (mobile)').waitFor()
    const sessions = page.getByRole('region', { name: 'Sessions' })
    await sessions.scrollIntoViewIfNeeded()
    await screenshot(page, '78-account-sessions')

    await list.getByRole('button', { name: /^Revoke Firefox/ }).click()
    const dialog = page.getByRole('dialog', { name: 'Revoke session' })
    await screenshot(page, '79-account-session-revoke')
    await dialog.getByRole('button', { name: 'Revoke' }).click()
    await page.getByText(accountSessionMessages.revoked).waitFor()
    await list.getByText('Firefox 141 on Android 14 (mobile)').waitFor({ state: 'detached' })
    expect((await phonePage.request.get(`${herald.url}/api/account`)).status()).toBe(401)
    expect((await tabletPage.request.get(`${herald.url}/api/account`)).status()).toBe(200)

    await page.getByRole('button', { name: 'Sign out everywhere else' }).click()
    await page
      .getByRole('dialog', { name: 'Sign out everywhere else' })
      .getByRole('button', { name: 'Sign out others' })
      .click()
    await page.getByText(accountSessionMessages.othersRevoked(1)).waitFor()
    expect((await tabletPage.request.get(`${herald.url}/api/account`)).status()).toBe(401)
    expect(await list.getByRole('listitem').count()).toBe(1)
    expect(await page.getByRole('button', { name: 'Sign out everywhere else' }).isDisabled()).toBe(true)
    await screenshot(page, '80-account-sessions-only-this')
    await Promise.all([phone.close(), tablet.close(), context.close()])
  }, 300_000)

  it('opens a reset link: the page checks its token in a POST body, never in an API URL', async () => {
    const email = `reset-${Date.now()}@example.com`
    const { context, page } = await newAccountPages(email)
    const requested = await page.request.post(`${herald.url}/api/auth/request-password-reset`, {
      data: { email, redirectTo: '/reset/finish' },
      headers: { origin: herald.url },
    })
    expect(requested.status()).toBe(200)
    const token = /reset\/finish\?token=([\w-]+)/.exec(
      await mailboxEntry(page, email, /reset\/finish\?token=/),
    )![1]!
    const apiCalls: { url: string; method: string; body: string | null }[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/'))
        apiCalls.push({ url: request.url(), method: request.method(), body: request.postData() })
    })
    await page.goto(`${herald.url}/reset/finish?token=${token}`)
    await page.getByLabel('New password', { exact: true }).waitFor()
    await screenshot(page, '81-reset-finish-checked')
    const check = apiCalls.find((call) => call.url.endsWith('/api/account/reset-password/check'))
    expect(check).toMatchObject({ method: 'POST' })
    expect(JSON.parse(check!.body!)).toEqual({ token })
    expect(apiCalls.filter((call) => call.url.includes(token))).toEqual([])
    await context.close()
  }, 300_000)

  it('adds and removes allowed addresses, refusing a change that would shut the user out', async () => {
    const { context, page } = await newAccountPages(`allow-${Date.now()}@example.com`)
    await page.goto(`${herald.url}/account/ip-whitelist`)
    await page.getByText('The list is empty').waitFor()
    const mine = (await page.getByLabel('Your address').textContent())!
    expect(mine).toMatch(/^10\.\d+\.\d+\.\d+$/)
    await screenshot(page, '74-ip-whitelist-empty')

    const field = page.getByLabel('IP address or CIDR range')
    const add = async (address: string) => {
      await field.fill(address)
      await page.getByRole('button', { name: 'Add' }).click()
    }
    await add('10.0.0.300')
    await page.getByText(ipAllowListMessages.invalid).waitFor()
    await add('203.0.113.0/24')
    await page.getByText(ipAllowListMessages.lockOut(mine)).waitFor()
    await screenshot(page, '75-ip-whitelist-lock-out')

    await add(mine)
    await page.getByRole('listitem').filter({ hasText: mine }).waitFor()
    await add('203.0.113.9/24')
    await page.getByRole('listitem').filter({ hasText: '203.0.113.0/24' }).waitFor()
    await screenshot(page, '76-ip-whitelist-list')

    await page.getByRole('button', { name: `Remove ${mine}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Remove address' })
    await dialog.getByRole('button', { name: 'Remove' }).click()
    await dialog.getByText(ipAllowListMessages.lockOut(mine)).waitFor()
    await screenshot(page, '77-ip-whitelist-remove-refused')
    await dialog.getByRole('button', { name: 'Cancel' }).click()

    await page.getByRole('button', { name: 'Remove 203.0.113.0/24' }).click()
    await dialog.getByRole('button', { name: 'Remove' }).click()
    await page.getByText(ipAllowListMessages.removed).waitFor()
    await page.getByRole('listitem').filter({ hasText: '203.0.113.0/24' }).waitFor({ state: 'detached' })
    await page.getByRole('button', { name: `Remove ${mine}` }).click()
    await dialog.getByRole('button', { name: 'Remove' }).click()
    await page.getByText('The list is empty').waitFor()
    await context.close()
  }, 300_000)
})
