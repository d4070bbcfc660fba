// B8 on the SAMPLE source: one job with 1,000 filter rows (the five regions in turn, each row its own To),
// "Run now" through the HTTP API of Herald running as `node apps/server/src/main.ts` (every role, PostgreSQL,
// RENDER_CONCURRENCY 2), until every file is GENERATED and every email SENT to a discarding SMTP sink.
// The floor is raw Chromium printing the same HTML at the same concurrency, measured before and after.
import pg from 'pg'
import { signedInClient } from '../apps/server/test/auth-flows.ts'
import { HttpClient } from '../apps/server/test/http-client.ts'
import {
  createReportJob,
  history,
  pdfText,
  REGIONS,
  runNowThenPause,
} from '../apps/server/test/report-jobs.ts'
import { createScratchDatabase } from '../apps/server/test/scratch-database.ts'
import { startHeraldProcess } from '../e2e/support/herald-process.ts'
import { startDiscardSink, type DiscardSink } from './discard-sink.ts'
import {
  allProcesses,
  chromiumBelow,
  chromiumTracker,
  cmdline,
  descendants,
  orphansAfter,
  peakSampler,
  rssBytes,
} from './processes.ts'
import { rawRenderRate } from './render-throughput.ts'

const serverUrl = process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const DOMAIN = '@burst.example.com'
const CONCURRENCY = 2

const rowOf = (i: number) => {
  const region = REGIONS[i % REGIONS.length]!
  return { region, to: `row${i}-${region.toLowerCase()}${DOMAIN}` }
}

export interface BurstResult {
  rows: number
  /** Seconds from the Run-now request. */
  filesDone: number
  emailsDone: number
  /** Seconds from the first delivery recorded to the last one SENT. */
  emailSpan: number
  rawRate: { before: number; after: number }
  versions: { chromium: string; postgres: string }
  peak: { nodeRss: number; chromiumRss: number; chromiumPss: number; chromiumProcesses: number }
  chromiumSeen: number
  orphans: number
  historyMs: number
  checked: { envelopes: number; subjects: number; pdfs: number }
}

export async function burstBenchmark(opts: { rows: number; sample: number }): Promise<BurstResult> {
  const { rows } = opts
  const before = await rawRenderRate(10, CONCURRENCY)
  const step = Math.max(1, Math.floor(rows / opts.sample))
  const sampled = new Set(Array.from({ length: Math.min(opts.sample, rows) }, (_, k) => rowOf(k * step).to))
  // Keep whole only the sign-in emails and the sampled rows' emails; the rest leave an envelope and a subject.
  const sink = await startDiscardSink((to) => to.some((a) => !a.endsWith(DOMAIN) || sampled.has(a)))
  const db = await createScratchDatabase(serverUrl, 'herald_bench_burst')
  const sql = new pg.Client({ connectionString: db.url })
  const tracker = chromiumTracker()
  const proc = await startHeraldProcess({
    DATABASE_URL: db.url,
    SMTP_URL: sink.url,
    SECRET_KEY: 'bench-secret-key-long-enough-0123456789',
    RENDER_CONCURRENCY: String(CONCURRENCY),
  })
  let stopped = false
  try {
    await sql.connect()
    const heraldPid = descendants(process.pid).find((p) =>
      cmdline(p.pid).includes('apps/server/src/main.ts'),
    )?.pid
    if (heraldPid === undefined) throw new Error('Herald process not found')
    const { client } = await signedInClient(new HttpClient(proc.url), sink)
    const jobId = await createReportJob(client, {
      rows: Array.from({ length: rows }, (_, i) => ({
        filterName: 'Sales/Region',
        filterValue: rowOf(i).region,
        toEmail: rowOf(i).to,
      })),
    })

    const memory = peakSampler(() => {
      const all = allProcesses()
      const chromium = chromiumBelow(heraldPid, all)
      tracker.observe(heraldPid, all)
      return {
        nodeRss: rssBytes(heraldPid),
        chromiumRss: chromium.rss,
        chromiumPss: chromium.pss,
        chromiumProcesses: chromium.count,
      }
    })
    const t0 = Date.now()
    const runId = await runNowThenPause(client, jobId)
    await waitForBurst(sql, runId, rows, t0 + 120_000 + rows * 3_000)
    const peak = memory.stop()
    const historyStart = performance.now()
    const execution = (await history(client, jobId)).jobExecutions.find((e) => e.jobExecutionId === runId)
    const historyMs = performance.now() - historyStart
    if (execution?.emailStatus !== 'Email Success')
      throw new Error(`history says ${JSON.stringify(execution)}`)
    const { rows: times } = await sql.query(
      `select extract(epoch from max(f.finished_at)) * 1000 as files, extract(epoch from max(d.sent_at)) * 1000 as sent,
              extract(epoch from min(d.created_at)) * 1000 as first
       from run_files f join deliveries d on d.file_id = f.id where f.run_id = $1`,
      [runId],
    )
    await proc.stop()
    stopped = true
    const orphans = await orphansAfter(tracker)
    const checked = await checkEmails(sink, rows, sampled)
    const after = await rawRenderRate(10, CONCURRENCY)
    const postgres = String((await sql.query('select version() as v')).rows[0].v).split(' on ')[0]!
    const t = times[0]
    return {
      rows,
      filesDone: (Number(t.files) - t0) / 1000,
      emailsDone: (Number(t.sent) - t0) / 1000,
      emailSpan: (Number(t.sent) - Number(t.first)) / 1000,
      rawRate: { before: before.rate, after: after.rate },
      versions: { chromium: after.chromium, postgres },
      peak,
      chromiumSeen: tracker.seen(),
      orphans: orphans.length,
      historyMs,
      checked,
    }
  } catch (error) {
    console.error(proc.output())
    throw error
  } finally {
    if (!stopped) await proc.stop()
    await sql.end().catch(() => {})
    await sink.close()
    await db.drop()
  }
}

/** Polls the database until every file is GENERATED and every email SENT; throws on any failure. */
async function waitForBurst(sql: pg.Client, runId: number, rows: number, deadline: number): Promise<void> {
  for (;;) {
    const { rows: counts } = await sql.query(
      `select count(*) filter (where f.status = 'GENERATED')::int as generated,
              count(*) filter (where f.status = 'FAILED')::int as failed_files,
              count(*) filter (where d.status = 'SENT')::int as sent,
              count(*) filter (where d.status in ('FAILED', 'UNCERTAIN'))::int as failed_emails
       from run_files f left join deliveries d on d.file_id = f.id where f.run_id = $1`,
      [runId],
    )
    const c = counts[0]
    if (c.failed_files > 0 || c.failed_emails > 0) throw new Error(`burst failed: ${JSON.stringify(c)}`)
    if (c.generated === rows && c.sent === rows) return
    if (Date.now() > deadline) throw new Error(`burst not done in time: ${JSON.stringify(c)}`)
    await new Promise((r) => setTimeout(r, 500))
  }
}

/**
 * Every row got exactly one email, to its own address alone, whose subject names its own region and no
 * other; the sampled rows' PDFs (pdftotext) show their region and no other.
 */
async function checkEmails(sink: DiscardSink, rows: number, sampled: Set<string>) {
  const burst = sink.received.filter((m) => m.to.some((a) => a.endsWith(DOMAIN)))
  const problems: string[] = []
  if (burst.length !== rows) problems.push(`${burst.length} emails for ${rows} rows`)
  const regionOf = new Map(Array.from({ length: rows }, (_, i) => [rowOf(i).to, rowOf(i).region]))
  const seen = new Set<string>()
  const onlyRegion = (text: string, region: string) =>
    text.includes(region) && REGIONS.every((other) => other === region || !text.includes(other))
  for (const mail of burst) {
    const [to] = mail.to
    const region = to && regionOf.get(to)
    if (mail.to.length !== 1 || !region) problems.push(`envelope ${mail.to.join(', ')}`)
    else if (seen.has(to)) problems.push(`${to} got more than one email`)
    else if (!onlyRegion(mail.subject, region)) problems.push(`${to} got subject "${mail.subject}"`)
    if (to) seen.add(to)
  }
  let pdfs = 0
  for (const address of sampled) {
    const mail = await sink.waitFor(address, () => true, 1_000)
    const pdf = mail.attachments.find((a) => a.contentType === 'application/pdf')
    if (!pdf || !onlyRegion(pdfText(pdf.content), regionOf.get(address)!)) problems.push(`PDF to ${address}`)
    else pdfs++
  }
  if (problems.length > 0)
    throw new Error(`misrouted or wrong emails:\n  ${problems.slice(0, 20).join('\n  ')}`)
  return { envelopes: seen.size, subjects: burst.length, pdfs }
}
