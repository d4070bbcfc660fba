import path from 'node:path'
import { API_DOCS_PATH } from '@herald/contracts'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSmtpSink, type SmtpSink } from '../apps/server/test/smtp-sink.ts'
import { artifactsDir, launchBrowser, screenshot } from './support/browser.ts'
import { startHeraldOnOwnDatabase } from './support/herald-own-database.ts'
import type { HeraldProcess } from './support/herald-process.ts'
import { signUpAndSignIn } from './support/sign-in.ts'

const admin = `admin-${Date.now()}@example.com`
let smtp: SmtpSink
let herald: HeraldProcess
let browser: Browser
beforeAll(async () => {
  smtp = await startSmtpSink()
  herald = await startHeraldOnOwnDatabase({
    SMTP_URL: smtp.url,
    SECRET_KEY: 'e2e-secret-key-that-is-long-enough-0123456789',
    TRUST_PROXY: 'true',
    ADMIN_EMAILS: admin,
  })
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await herald?.stop()
  await smtp?.close()
})

describe('the API documentation', () => {
  it('shows the interactive docs to an admin at /admin/docs, and the Docs menu links them', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    await signUpAndSignIn(page, herald.url, smtp, admin)

    await page.getByRole('button', { name: 'Admin' }).click()
    await page.getByRole('menuitem', { name: 'API docs' }).click()
    await page.waitForURL(/\/admin\/docs$/)
    const docs = page.frameLocator('iframe[title="Herald API documentation"]')
    await docs.getByRole('heading', { name: /Herald API/ }).waitFor()
    await screenshot(page, 'admin-api-docs')

    // The same docs on their own page (the Docs menu's link), with Run now opened.
    const own = await context.newPage()
    await own.goto(`${herald.url}${API_DOCS_PATH}/`)
    await own.getByText('/api/user-jobs/run/{id}').first().click()
    const operation = own.locator('.opblock.is-open')
    await operation.getByText('idempotency-key').first().waitFor()
    await operation.screenshot({ path: path.join(artifactsDir, 'api-docs-run-now.png') })

    await page.getByRole('button', { name: 'Docs' }).click()
    const link = page.getByRole('menuitem', { name: 'API Docs' })
    expect(await link.getAttribute('href')).toBe(API_DOCS_PATH)
    await context.close()
  })
})
