// No console error and no page error on any page a visitor, a signed-in user and an admin reach (issue 30,
// ADR 0051's amendment). Nothing is allowed: a failed request is logged by Chromium as 'Failed to load resource',
// so an endpoint that answers a normal state with an error fails this check too.
import type { Browser, Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { HttpClient } from '../../apps/server/test/http-client.ts'
import { createReportJob, regionRow, runNow, waitForRun } from '../../apps/server/test/report-jobs.ts'
import { APP_PAGES } from './app-pages.ts'
import { screenshot } from './browser.ts'
import { heraldWithSmtp } from './herald-with-smtp.ts'
import { signUpAndSignIn } from './sign-in.ts'

export const VIEWPORTS = {
  desktop: { name: 'desktop', width: 1366, height: 850 },
  phone: { name: 'phone', width: 390, height: 844 },
} as const
type Viewport = (typeof VIEWPORTS)[keyof typeof VIEWPORTS]

/** A page of its own context that keeps every console error and uncaught page error, with the path shown. */
async function watchedPage(browser: Browser, viewport: Viewport) {
  const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } })
  const page = await context.newPage()
  page.setDefaultTimeout(60_000)
  const errors: string[] = []
  const where = () => new URL(page.url()).pathname
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${where()}: ${message.text()} ${message.location().url}`)
  })
  page.on('pageerror', (error) => errors.push(`${where()}: uncaught ${error.message}`))
  return { page, errors }
}

/** Opens a path and waits until the page is settled: no request in flight, no loader, a heading shown. */
async function visit(page: Page, baseUrl: string, path: string, shot: string) {
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' })
  await page.getByRole('heading').filter({ visible: true }).first().waitFor()
  await page.locator('.mantine-Loader-root').first().waitFor({ state: 'detached' })
  await page.waitForLoadState('networkidle')
  await screenshot(page, shot)
}

const shotName = (path: string) => path.replace(/[/?=:]+/g, '-').replace(/^-/, '') || 'home'

/**
 * The test of one screen size, in a file of its own so the two sizes run side by side (ADR 0034): a Herald of its
 * own, then every public, user and admin page visited and watched.
 */
export function everyPageIsClean(viewport: Viewport): void {
  const adminEmail = `console-admin-${viewport.name}-${process.pid}@example.com`
  const env = heraldWithSmtp({ ADMIN_EMAILS: adminEmail })
  it(`a visitor, a signed-in user and an admin see no console error and no page error at ${viewport.width}×${viewport.height}`, async () => {
    const { page, errors } = await watchedPage(env.browser, viewport)
    const shot = (path: string) => `console-clean-${viewport.name}-${shotName(path)}`
    for (const path of APP_PAGES.public) await visit(page, env.herald.url, path, shot(path))

    const email = `console-${viewport.name}-${Date.now()}@example.com`
    await signUpAndSignIn(page, env.herald.url, env.smtp, email)
    const api = new HttpClient(env.herald.url)
    for (const cookie of await page.context().cookies(env.herald.url))
      api.cookies.set(cookie.name, cookie.value)
    const jobId = await createReportJob(api, { rows: [regionRow('East', viewport.name)] })
    await waitForRun(api, jobId, await runNow(api, jobId))
    for (const path of APP_PAGES.user) {
      const at = path.replace(':id', String(jobId))
      await visit(page, env.herald.url, at, shot(path))
    }

    const admin = await watchedPage(env.browser, viewport)
    await signUpAndSignIn(admin.page, env.herald.url, env.smtp, adminEmail)
    for (const path of APP_PAGES.admin) await visit(admin.page, env.herald.url, path, shot(`admin${path}`))

    expect([...errors, ...admin.errors]).toEqual([])
  }, 900_000)
}
