import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import { gzipSync } from 'node:zlib'
import { simpleParser } from 'mailparser'
import type { BrowserContext, Page, Route } from 'playwright-core'
import { launchBrowser } from './browser.ts'

export interface ScriptWeight {
  url: string
  gzip: number
}

/** The newest email in the dev mailbox whose subject matches. */
async function mailboxMessage(dataDir: string, subject: RegExp) {
  const dir = path.join(dataDir, 'mailbox')
  for (let i = 0; i < 100; i++) {
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .reverse()
    for (const file of files) {
      const mail = await simpleParser(readFileSync(path.join(dir, file)))
      if (subject.test(mail.subject ?? '')) return mail
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`no email matching ${subject}`)
}

/** Signs a new account (`email`, a fresh one unless given) in through the API and the dev mailbox; returns its session cookies. */
export async function signIn(baseUrl: string, dataDir: string, email = `bundle-${Date.now()}@example.com`) {
  const headers = { 'content-type': 'application/json', origin: baseUrl }
  await fetch(`${baseUrl}/api/register`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ firstName: 'B', email }),
  })
  const activation = await mailboxMessage(dataDir, /Activate your Herald account/)
  await fetch(
    /(http:\/\/\S+\/activate\?key=[^\s"<]+)/
      .exec(activation.text ?? '')![1]!
      .replace('/activate', '/api/activate'),
  )
  const sendCode = JSON.stringify({ email, type: 'sign-in' })
  await fetch(`${baseUrl}/api/auth/email-otp/send-verification-otp`, {
    method: 'POST',
    headers,
    body: sendCode,
  })
  const code = /(\d{6})/.exec((await mailboxMessage(dataDir, /sign-in code/)).subject ?? '')![1]!
  const signedIn = await fetch(`${baseUrl}/api/auth/sign-in/email-otp`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, otp: code }),
  })
  return signedIn.headers.getSetCookie().map((c) => {
    const [pair] = c.split(';')
    const [name, ...value] = pair!.split('=')
    return { name: name!.trim(), value: value.join('='), url: baseUrl }
  })
}

/**
 * Grows the scripts whose path matches by `bytes` of incompressible text, as a build that put that much more
 * code in those chunks would: how a test proves a budget check fails when a chunk grows.
 */
export interface Padding {
  match: RegExp
  bytes: number
}

async function padScripts(context: BrowserContext, padding: Padding | undefined) {
  if (!padding) return
  await context.route(
    (url) => padding.match.test(url.pathname) && url.pathname.endsWith('.js'),
    async (route: Route) => {
      const response = await route.fetch()
      const body = Buffer.concat([
        await response.body(),
        Buffer.from(`\n/*${randomBytes(padding.bytes).toString('base64').slice(0, padding.bytes)}*/\n`),
      ])
      await route.fulfill({ response, body })
    },
  )
}

/** The JavaScript a browser downloads to show /login, each file gzip-compressed (level 9), in bytes. */
export async function measureLoginJs(baseUrl: string, padding?: Padding) {
  const browser = await launchBrowser()
  try {
    const context = await browser.newContext()
    await padScripts(context, padding)
    const page = await context.newPage()
    const files = await scriptsDuring(context, new Set(), async () => {
      await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle' })
      await page.getByRole('button', { name: 'Send me 6-digit code' }).waitFor()
    })
    return { files, total: total(files) }
  } finally {
    await browser.close()
  }
}

const total = (files: ScriptWeight[]) => files.reduce((sum, f) => sum + f.gzip, 0)

/** Every script the page fetches while `visit` runs, gzip -9, new ones only (the browser caches the rest). */
async function scriptsDuring(context: BrowserContext, seen: Set<string>, visit: () => Promise<void>) {
  const weights: Promise<ScriptWeight>[] = []
  const listener = (response: import('playwright-core').Response) => {
    const url = new URL(response.url()).pathname
    if (response.request().resourceType() !== 'script' || seen.has(url)) return
    seen.add(url)
    weights.push(response.body().then((body) => ({ url, gzip: gzipSync(body, { level: 9 }).length })))
  }
  context.on('response', listener)
  await visit()
  context.off('response', listener)
  return Promise.all(weights)
}

const isEditor = (f: ScriptWeight) => /rich-text-editor/.test(f.url)
const weights = (files: ScriptWeight[]) => ({ files, total: total(files), editor: files.some(isEditor) })

/** A signed-in page in a fresh browser (scripts padded as asked), for `measure` to walk through. */
async function signedInPage<T>(
  baseUrl: string,
  dataDir: string,
  padding: Padding | undefined,
  measure: (context: BrowserContext, page: Page) => Promise<T>,
): Promise<T> {
  const browser = await launchBrowser()
  try {
    const context = await browser.newContext()
    await padScripts(context, padding)
    await context.addCookies(await signIn(baseUrl, dataDir))
    return await measure(context, await context.newPage())
  } finally {
    await browser.close()
  }
}

async function jobSummaryScripts(baseUrl: string, context: BrowserContext, page: Page, seen: Set<string>) {
  return scriptsDuring(context, seen, async () => {
    await page.goto(`${baseUrl}/user-jobs`, { waitUntil: 'networkidle' })
    await page.getByRole('heading', { name: 'Job Summary' }).waitFor()
  })
}

/** What a signed-in user downloads for Job Summary from an empty cache. */
export async function measureJobSummaryJs(baseUrl: string, dataDir: string, padding?: Padding) {
  return signedInPage(baseUrl, dataDir, padding, async (context, page) =>
    weights(await jobSummaryScripts(baseUrl, context, page, new Set())),
  )
}

/**
 * What a signed-in user downloads: Job Summary (all its JavaScript), then the wizard's steps 1–2 and
 * step 3 (only what each adds). The editor must arrive with step 3, never before.
 */
export async function measureAppJs(baseUrl: string, dataDir: string) {
  return signedInPage(baseUrl, dataDir, undefined, async (context, page) => {
    const seen = new Set<string>()
    const jobSummary = await jobSummaryScripts(baseUrl, context, page, seen)
    const created = await page.request.post(`${baseUrl}/api/user-jobs`, {
      headers: { origin: baseUrl },
      data: {
        name: 'Bundle',
        timeZone: 'UTC',
        userJobStartTime: `${new Date().getUTCFullYear() + 1}-01-01T10:00:00`,
      },
    })
    if (!created.ok()) throw new Error(`creating a job answered ${created.status()}: ${await created.text()}`)
    const { id } = (await created.json()) as { id: number }
    const wizard = await scriptsDuring(context, seen, async () => {
      await page.goto(`${baseUrl}/user-jobs/${id}/edit?step=2`, { waitUntil: 'networkidle' })
    })
    const emailStep = await scriptsDuring(context, seen, async () => {
      await page.goto(`${baseUrl}/user-jobs/${id}/edit?step=3`, { waitUntil: 'networkidle' })
      await page.locator('.ProseMirror').waitFor()
    })
    return { jobSummary: weights(jobSummary), wizard: weights(wizard), emailStep: weights(emailStep) }
  })
}
