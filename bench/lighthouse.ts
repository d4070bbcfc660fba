import { launch, Launcher } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { OMNIBOX_POPUP_FEATURES } from '../apps/server/src/platform/browser/browser-launcher.ts'
import { signIn } from '../e2e/support/script-weights.ts'

export interface PageScores {
  page: string
  performance: number[]
  accessibility: number[]
  /** Accessibility audits that failed in any run, with their titles. */
  failing: Map<string, string>
  /** First and largest contentful paint and total blocking time of each run, in ms. */
  fcp: number[]
  lcp: number[]
  tbt: number[]
  /** Where the main thread's time went in the last run: Lighthouse's own diagnostics, one line each. */
  diagnostics: string[]
}

type Result = Awaited<ReturnType<typeof audit>>
type DetailItem = Record<string, unknown>
const items = (lhr: Result, id: string): DetailItem[] =>
  (lhr.audits[id]?.details as { items?: DetailItem[] } | undefined)?.items ?? []
const ms = (x: unknown) => `${Math.round(Number(x))} ms`
const file = (url: unknown) => String(url).replace(/^https?:\/\/[^/]+/, '')

/** Main-thread work by category, the scripts that cost most, and the long tasks (≥ 50 ms, simulated 4× CPU). */
function diagnosticsOf(lhr: Result): string[] {
  const work = items(lhr, 'mainthread-work-breakdown')
    .map((i) => `${String(i['groupLabel'])} ${ms(i['duration'])}`)
    .join(', ')
  const scripts = items(lhr, 'bootup-time')
    .slice(0, 5)
    .map(
      (i) =>
        `${file(i['url'])} ${ms(i['total'])} (script ${ms(i['scripting'])}, parse ${ms(i['scriptParseCompile'])})`,
    )
  const tasks = items(lhr, 'long-tasks').map(
    (i) => `${ms(i['duration'])} at ${ms(i['startTime'])} ${file(i['url'])}`,
  )
  return [`main thread: ${work}`, ...scripts.map((s) => `boot-up: ${s}`), `long tasks: ${tasks.join('; ')}`]
}

/**
 * Debian's Chromium, headless; no sandbox, as Herald's own browser runs (root in a container). Chromium obeys only
 * the last `--disable-features`, so chrome-launcher's own list goes in Herald's, which adds the address bar's pop-ups:
 * renderers a headless window starts beside the audited page and never shows (ADR 0058).
 */
const launcherFeatures =
  Launcher.defaultFlags().find((flag) => flag.startsWith('--disable-features=')) ?? '--disable-features='
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  [launcherFeatures, ...OMNIBOX_POPUP_FEATURES].join(','),
]

/** Creates a job, so Job Summary shows its table rather than the first-job cards. */
async function createJob(baseUrl: string, cookie: string): Promise<void> {
  const created = await fetch(`${baseUrl}/api/user-jobs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, cookie },
    body: JSON.stringify({
      name: 'Board pack',
      timeZone: 'UTC',
      userJobStartTime: `${new Date().getUTCFullYear() + 1}-01-01T10:00:00`,
    }),
  })
  if (!created.ok) throw new Error(`creating a job failed: ${created.status}`)
}

/** One Lighthouse run; a run whose trace Chromium failed to record (NO_NAVSTART, under load) is run again, twice at most. */
async function audit(port: number, url: string, extraHeaders: Record<string, string>) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      extraHeaders,
    })
    const lhr = result?.lhr
    if (lhr && !lhr.runtimeError) return lhr
    if (attempt === 3)
      throw new Error(`${url}: ${lhr?.runtimeError?.message ?? 'Lighthouse returned nothing'}`)
  }
}

/**
 * Lighthouse (default mobile profile: simulated slow 4G and a 4× slower CPU) on /login, /register and Job
 * Summary signed in, `runs` times each, interleaved, each run from an empty cache.
 */
export async function lighthouseBenchmark(baseUrl: string, dataDir: string, runs: number) {
  const cookies = await signIn(baseUrl, dataDir)
  const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ')
  await createJob(baseUrl, cookie)
  const pages: Array<{ page: string; headers: Record<string, string> }> = [
    { page: '/login', headers: {} },
    { page: '/register', headers: {} },
    { page: '/user-jobs', headers: { cookie } },
  ]
  const results = pages.map(({ page }): PageScores => ({
    page,
    performance: [],
    accessibility: [],
    failing: new Map(),
    fcp: [],
    lcp: [],
    tbt: [],
    diagnostics: [],
  }))
  const chrome = await launch({
    chromePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  })
  try {
    for (let run = 0; run < runs; run++) {
      for (const [i, { page, headers }] of pages.entries()) {
        const lhr = await audit(chrome.port, `${baseUrl}${page}`, headers)
        const into = results[i]!
        into.performance.push(Math.round((lhr.categories['performance']?.score ?? 0) * 100))
        into.accessibility.push(Math.round((lhr.categories['accessibility']?.score ?? 0) * 100))
        into.fcp.push(lhr.audits['first-contentful-paint']?.numericValue ?? NaN)
        into.lcp.push(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN)
        into.tbt.push(lhr.audits['total-blocking-time']?.numericValue ?? NaN)
        into.diagnostics = diagnosticsOf(lhr)
        for (const ref of lhr.categories['accessibility']?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id]
          if (ref.weight > 0 && audit?.score !== null && audit?.score !== undefined && audit.score < 1)
            into.failing.set(ref.id, audit.title)
        }
      }
    }
  } finally {
    chrome.kill()
  }
  console.log('\nLighthouse diagnostics, last run of each page (simulated 4× slower CPU)')
  for (const p of results) console.log(`  ${p.page}\n${p.diagnostics.map((l) => `    ${l}`).join('\n')}`)
  return results
}
