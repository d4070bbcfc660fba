import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { APP_PAGES } from '../e2e/support/app-pages.ts'
import { signIn } from '../e2e/support/script-weights.ts'

/** One page's Lighthouse accessibility score at one size, and the audits it failed. */
export interface AccessibilityScore {
  page: string
  size: 'desktop' | 'mobile'
  score: number
  failing: string[]
}

/** The two sizes of issue 30: a laptop (1366×850) and a phone (390×844, Lighthouse's mobile profile). */
const SIZES = {
  desktop: {
    formFactor: 'desktop',
    screenEmulation: { mobile: false, width: 1366, height: 850, deviceScaleFactor: 1, disabled: false },
  },
  mobile: {
    formFactor: 'mobile',
    screenEmulation: { mobile: true, width: 390, height: 844, deviceScaleFactor: 3, disabled: false },
  },
} as const

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage']
type Json = Record<string, unknown>

/** A job on the sample report with one row and an email, run once: its pages then show a run and its badges. */
async function jobWithARun(baseUrl: string, cookie: string): Promise<number> {
  const call = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl, cookie, ...headers },
      body: JSON.stringify(body),
    })
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
    return (await response.json()) as Json
  }
  const year = new Date().getUTCFullYear() + 1
  const job = await call('/api/user-jobs', {
    name: 'Board pack',
    timeZone: 'Europe/London',
    userJobStartTime: `${year}-01-01T10:00:00`,
  })
  const id = Number(job['id'])
  await call(`/api/report-job-conf?userJobId=${id}`, {
    biTool: 'SAMPLE',
    userWorkspaceId: 'sample',
    userWorkspace: 'Sample workspace',
    userReportId: 'sales-overview',
    userReportName: 'Sales Overview',
    filePrefix: 'Sales',
    reportRunPeriod: 'NONE',
    userReportGenerationFilterData: [
      { filterName: 'Sales/Region', filterValue: 'East', toEmail: 'east@example.com' },
    ],
  })
  await call(`/api/job-email-config?userJobId=${id}`, {
    fromEmail: 'reports@example.com',
    emailTitle: 'Your report {fileName}',
    emailBody: '<p>Hello team</p>',
    isActive: true,
  })
  await call(`/api/user-jobs/run/${id}`, {}, { 'idempotency-key': `bench-run-${id}-${Date.now()}` })
  return id
}

const cookieOf = (cookies: Array<{ name: string; value: string }>) =>
  cookies.map((c) => `${c.name}=${c.value}`).join('; ')

/**
 * Lighthouse accessibility on every page of APP_PAGES (or those `only` names) at both sizes. `adminEmail` must be in the Herald's
 * ADMIN_EMAILS; a page whose trace Chromium failed to record (under load) is run again, twice at most.
 */
export async function accessibilityBenchmark(
  baseUrl: string,
  dataDir: string,
  adminEmail: string,
  only?: string[],
) {
  const user = cookieOf(await signIn(baseUrl, dataDir))
  const admin = cookieOf(await signIn(baseUrl, dataDir, adminEmail))
  const jobId = await jobWithARun(baseUrl, user)
  const visits = [
    ...APP_PAGES.public.map((path) => ({ path, cookie: '' })),
    ...APP_PAGES.user.map((path) => ({ path, cookie: user })),
    ...APP_PAGES.admin.map((path) => ({ path, cookie: admin, admin: true })),
  ].filter((visit) => !only || only.includes(visit.path))
  const chrome = await launch({
    chromePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  })
  const scores: AccessibilityScore[] = []
  try {
    for (const visit of visits) {
      for (const size of ['desktop', 'mobile'] as const) {
        const at = visit.path.replace(':id', String(jobId))
        const lhr = await audit(chrome.port, `${baseUrl}${at}`, visit.cookie, size)
        const failing = (lhr.categories['accessibility']?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${ref.id} ${failingNodes(lhr.audits[ref.id]?.details)}`)
        const page = 'admin' in visit ? `${at} (admin)` : at
        const score = Math.round((lhr.categories['accessibility']?.score ?? 0) * 100)
        scores.push({ page, size, score, failing })
        console.log(`  ${String(score).padStart(3)}  ${size.padEnd(7)} ${page}  ${failing.join(', ')}`)
      }
    }
  } finally {
    chrome.kill()
  }
  return scores
}

/** The elements an audit failed on, as Lighthouse quotes them (the first three). */
function failingNodes(details: unknown): string {
  const items = (details as { items?: Array<{ node?: { snippet?: string } }> } | undefined)?.items ?? []
  return items
    .slice(0, 3)
    .map((item) => item.node?.snippet ?? '')
    .join(' ')
}

async function audit(port: number, url: string, cookie: string, size: keyof typeof SIZES) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['accessibility'],
      extraHeaders: cookie ? { cookie } : {},
      ...SIZES[size],
    })
    const lhr = result?.lhr
    if (lhr && !lhr.runtimeError) return lhr
    if (attempt === 3)
      throw new Error(`${url}: ${lhr?.runtimeError?.message ?? 'Lighthouse returned nothing'}`)
  }
}
