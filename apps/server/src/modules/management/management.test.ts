import { Writable } from 'node:stream'
import {
  REDACTED,
  type ConfigProps,
  type HealthReport,
  type Loggers,
  type ThreadDump,
} from '@herald/contracts'
import parsePrometheusTextFormat, { type PrometheusFamily } from 'parse-prometheus-text-format'
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInClient, uniqueEmail } from '../../../test/auth-flows.ts'
import { HttpClient } from '../../../test/http-client.ts'
import { createReportJob, regionRow, runNow, waitForRun } from '../../../test/report-jobs.ts'
import { createTestDatabase } from '../../../test/scratch-database.ts'
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink.ts'
import { startTestHerald, type TestHerald } from '../../../test/start-test-herald.ts'

/** Known secret values: no admin response may contain any of them. */
const SECRETS = {
  SECRET_KEY: 'known-secret-key-value-for-the-redaction-test-0123456789',
  METRICS_TOKEN: 'known-metrics-token-0123456789abcdef',
  GOOGLE_CLIENT_SECRET: 'known-google-client-secret-value',
  MICROSOFT_CLIENT_SECRET: 'known-microsoft-client-secret-value',
  smtpPassword: 'Known-Smtp-Passw0rd',
  databasePassword: 'Known-Database-Passw0rd',
}

let t: TestHerald
let mail: SmtpSink
let scratch: { url: string; drop(): Promise<void> }
let admin: HttpClient
const adminEmail = uniqueEmail('admin')
const logLines: Array<Record<string, unknown>> = []

beforeAll(async () => {
  mail = await startSmtpSink()
  scratch = await createTestDatabase('herald_t')
  const databaseUrl = new URL(scratch.url)
  databaseUrl.password = SECRETS.databasePassword // the test server trusts local connections
  const smtpUrl = new URL(mail.url)
  smtpUrl.username = 'herald'
  smtpUrl.password = SECRETS.smtpPassword // the sink offers no AUTH, so it is never sent
  const lines = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line))
      done()
    },
  })
  t = await startTestHerald(
    {
      ADMIN_EMAILS: adminEmail,
      DATABASE_URL: databaseUrl.toString(),
      SMTP_URL: smtpUrl.toString(),
      SECRET_KEY: SECRETS.SECRET_KEY,
      METRICS_TOKEN: SECRETS.METRICS_TOKEN,
      GOOGLE_CLIENT_ID: 'google-client',
      GOOGLE_CLIENT_SECRET: SECRETS.GOOGLE_CLIENT_SECRET,
      GOOGLE_DISCOVERY_URL: 'http://127.0.0.1:9/.well-known/openid-configuration',
      MICROSOFT_CLIENT_ID: 'microsoft-client',
      MICROSOFT_CLIENT_SECRET: SECRETS.MICROSOFT_CLIENT_SECRET,
      MICROSOFT_DISCOVERY_URL: 'http://127.0.0.1:9/.well-known/openid-configuration',
      MAIL_RETRY_SECONDS: '1',
      RATE_LIMIT_WINDOW_SECONDS: '3600',
      BI_PRIVATE_HOSTS: '10.20.0.0/16',
    },
    {},
    pino({ level: 'info' }, lines),
  )
  admin = (await signedInClient(t.client(), mail, adminEmail)).client
}, 90_000)
afterAll(async () => {
  await t.stop()
  await mail.close().catch(() => undefined) // the health test stops it
  await scratch.drop()
}, 120_000)

const GETS = [
  '/management/prometheus',
  '/management/metrics',
  '/management/health',
  '/management/configprops',
  '/management/env',
  '/management/logs',
  '/management/threaddump',
]
const setLevel = (client: HttpClient, body: unknown) => client.request('PUT', '/management/logs', body)

async function prometheus(client: HttpClient = admin): Promise<PrometheusFamily[]> {
  const response = await client.get('/management/prometheus')
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
  return parsePrometheusTextFormat(await response.text())
}

/** The sum of a counter's samples whose labels match. */
function counter(families: PrometheusFamily[], name: string, labels: Record<string, string> = {}): number {
  const family = families.find((f) => f.name === name)
  return (family?.metrics ?? [])
    .filter((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v))
    .reduce((sum, m) => sum + Number(m.value), 0)
}

describe('management endpoints: who may call them', () => {
  // Anonymous callers (401) and users (403) are refused on every admin endpoint: test/access-walk.test.ts.
  it('answers admins', async () => {
    for (const path of GETS) expect((await admin.get(path)).status, path).toBe(200)
    expect((await setLevel(admin, { name: 'ROOT', level: 'info' })).status).toBe(204)
  })

  it('lets a scraper read Prometheus with METRICS_TOKEN, and nothing else with it', async () => {
    const scraper = new HttpClient(t.url, { authorization: `Bearer ${SECRETS.METRICS_TOKEN}` })
    expect(await prometheus(scraper)).not.toHaveLength(0)
    for (const path of GETS.slice(1)) expect((await scraper.get(path)).status, path).toBe(401)
    const wrong = new HttpClient(t.url, { authorization: `Bearer ${SECRETS.METRICS_TOKEN}x` })
    expect((await wrong.get('/management/prometheus')).status).toBe(401)
  })
})

describe('configuration', () => {
  it('lists every setting with its source, secrets and URL credentials as ******', async () => {
    const { settings } = (await (await admin.get('/management/configprops')).json()) as unknown as ConfigProps
    const byName = new Map(settings.map((s) => [s.name, s]))
    for (const name of ['SECRET_KEY', 'METRICS_TOKEN', 'GOOGLE_CLIENT_SECRET', 'MICROSOFT_CLIENT_SECRET']) {
      expect(byName.get(name)).toMatchObject({ value: REDACTED, source: 'environment', secret: true })
    }
    expect(byName.get('SMTP_URL')?.value).toBe(`smtp://${REDACTED}@${new URL(mail.url).host}`)
    expect(byName.get('DATABASE_URL')?.value).toMatch(/^postgres(ql)?:\/\/\*{6}@[^@]+$/)
    expect(byName.get('GOOGLE_CLIENT_ID')).toMatchObject({ value: 'google-client', source: 'environment' })
    expect(byName.get('RENDER_CONCURRENCY')).toMatchObject({ value: '2', source: 'default' })
    expect(byName.get('BOOKING_URL')).toMatchObject({ value: null, source: 'unset' })
    // Only the declared secrets are masked: a name with 'KEY' or 'PRIVATE' in it is not a secret (ADR 0051).
    expect(byName.get('BI_PRIVATE_HOSTS')).toMatchObject({ value: '10.20.0.0/16', secret: false })
    expect(byName.get('RATE_LIMIT_PER_API_KEY')).toMatchObject({ source: 'default', secret: false })
    expect(byName.get('RATE_LIMIT_PER_API_KEY')?.value).toMatch(/^\d+$/)
    expect(byName.get('TURNSTILE_SITE_KEY')).toMatchObject({ secret: false })
  })

  it('never gives a secret’s value in any admin response', async () => {
    const bodies = await Promise.all(GETS.map(async (path) => (await admin.get(path)).text()))
    for (const [i, body] of bodies.entries()) {
      for (const [name, secret] of Object.entries(SECRETS)) {
        expect(body.includes(secret), `${GETS[i]} contains ${name}`).toBe(false)
      }
    }
    const dump = JSON.parse(bodies[6]!) as ThreadDump
    expect(dump.report).not.toHaveProperty('environmentVariables')
    expect(dump.report).toHaveProperty('javascriptStack')
    expect(Object.values(dump.activeResources).reduce((a, b) => a + b, 0)).toBeGreaterThan(0)
  })
})

describe('Prometheus metrics', () => {
  it('parse as the text format, label requests by route pattern, and count runs, files and emails', async () => {
    const before = await prometheus()
    const jobId = await createReportJob(admin, {
      rows: [regionRow('East', 'metrics'), regionRow('West', 'metrics')],
    })
    const runId = await runNow(admin, jobId)
    await waitForRun(admin, jobId, runId)
    const after = await prometheus()

    expect(counter(after, 'herald_runs_total', { outcome: 'SUCCESS' })).toBe(
      counter(before, 'herald_runs_total', { outcome: 'SUCCESS' }) + 1,
    )
    expect(counter(after, 'herald_files_total', { outcome: 'GENERATED' })).toBe(
      counter(before, 'herald_files_total', { outcome: 'GENERATED' }) + 2,
    )
    expect(counter(after, 'herald_emails_total', { outcome: 'sent' })).toBe(
      counter(before, 'herald_emails_total', { outcome: 'sent' }) + 2,
    )
    const render = after.find((f) => f.name === 'herald_render_duration_seconds')
    expect(render?.type).toBe('HISTOGRAM')
    expect(Number(render?.metrics[0]?.count)).toBeGreaterThanOrEqual(2)

    const routes = after
      .find((f) => f.name === 'herald_http_requests_total')!
      .metrics.map((m) => m.labels?.['route'])
    expect(routes).toContain('/api/user-jobs/run/:id')
    expect(routes.some((r) => r?.includes(String(jobId)))).toBe(false)
    expect(after.find((f) => f.name === 'herald_http_request_duration_seconds')?.type).toBe('HISTOGRAM')
    const queues = after.find((f) => f.name === 'herald_queue_jobs')!.metrics.map((m) => m.labels?.['queue'])
    expect(queues).toContain('reports.render-file')
    for (const name of [
      'herald_queue_oldest_seconds',
      'herald_scheduler_lag_seconds',
      'herald_chromium_processes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
    ]) {
      expect(after.map((f) => f.name)).toContain(name)
    }
  }, 120_000)
})

describe('log levels', () => {
  const requestLines = () => logLines.filter((l) => l['area'] === 'http' && l['req'] !== undefined).length

  it('lists the loggers and changes a level at run time', async () => {
    const { loggers } = (await (await admin.get('/management/logs')).json()) as unknown as Loggers
    expect(loggers.map((l) => l.name)).toEqual(
      expect.arrayContaining(['ROOT', 'http', 'queue', 'scheduler', 'browser', 'reports']),
    )

    expect((await setLevel(admin, { name: 'http', level: 'warn' })).status).toBe(204)
    const quiet = requestLines()
    await admin.get('/api/account')
    expect(requestLines()).toBe(quiet)
    const levels = (await (await admin.get('/management/logs')).json()) as unknown as Loggers
    expect(levels.loggers).toEqual(
      expect.arrayContaining([
        { name: 'http', level: 'warn' },
        { name: 'ROOT', level: 'info' },
      ]),
    )

    expect((await setLevel(admin, { name: 'http', level: 'info' })).status).toBe(204)
    await admin.get('/api/account')
    expect(requestLines()).toBeGreaterThan(quiet)
  })

  it('refuses an unknown logger (404) and an unknown level (400)', async () => {
    const unknown = await setLevel(admin, { name: 'nope', level: 'info' })
    expect(unknown.status).toBe(404)
    expect(((await unknown.json()) as { message: string }).message).toMatch(/No logger has this name/)
    expect((await setLevel(admin, { name: 'ROOT', level: 'loud' })).status).toBe(400)
  })
})

describe('health', () => {
  it('shows each part UP, then SMTP DOWN once the SMTP server stops; /api/health stays UP', async () => {
    const report = (await (await admin.get('/management/health')).json()) as unknown as HealthReport
    for (const part of ['database', 'queue', 'smtp', 'storage', 'scheduler'] as const) {
      expect(report.components[part].status, JSON.stringify(report.components[part])).toBe('UP')
    }
    expect(report.components.storage.details['freeBytes']).toBeGreaterThan(0)

    await mail.close()
    const down = (await (await admin.get('/management/health')).json()) as unknown as HealthReport
    expect(down.components.smtp.status).toBe('DOWN')
    expect(down.components.smtp.details['error']).toEqual(expect.any(String))
    expect(down.status).toBe('DOWN')
    expect((await t.client().get('/api/health')).status).toBe(200)
  })
})
