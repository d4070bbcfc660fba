// Scale-out on the waiting path (issue 31): a Power BI capacity burst on PostgreSQL — the fake Power BI server
// answering each Export To File after a fixed time, per-capacity and per-account caps raised so they do not
// bind — with web and scheduler in one process and 1, 2, 4… worker processes, each scenario its own job of N
// rows Run now over HTTP until every file is GENERATED and every email SENT. Work waiting on the BI tool is
// what more worker processes should multiply. Every row is checked at the SMTP sink: one email, to its own
// recipient alone. Prints each scenario's throughput, the queue's database work and the machine's CPU per
// file by part, worker RSS at 10 % and at 100 % of the burst, and how long Job History's first page takes.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import pg from 'pg'
import { signedInClient } from '../apps/server/test/auth-flows.ts'
import { startFakeEntra } from '../apps/server/test/fakes/fake-entra.ts'
import { startFakePowerBi } from '../apps/server/test/fakes/fake-powerbi.ts'
import { startWorkerProcess, type HeraldProcess } from '../apps/server/test/herald-process.ts'
import { HttpClient } from '../apps/server/test/http-client.ts'
import { linkPowerBi, powerBiReport } from '../apps/server/test/powerbi-jobs.ts'
import { createJob, runNowThenPause } from '../apps/server/test/report-jobs.ts'
import { createScratchDatabase } from '../apps/server/test/scratch-database.ts'
import { startHeraldProcess } from '../e2e/support/herald-process.ts'
import { perItem, type StatementCounts } from './count-statements.ts'
import { cpuTicks, msPerItem } from './cpu-by-part.ts'
import { startDiscardSink, type DiscardSink } from './discard-sink.ts'
import { median } from './figures.ts'
import { waitForWorkers } from './files-burst.ts'
import { POWERBI_REGIONS } from './powerbi-burst.ts'
import { statementCounting } from './process-statements.ts'
import { cmdline, descendants, rssBytes } from './processes.ts'
import { queueWork, type DatabaseWork } from './queue-work.ts'

const serverUrl = process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const DOMAIN = '.scaleout.example.com'
/** The most render-file jobs a worker process takes at once (RENDER_CONCURRENCY's upper bound). */
export const SLOTS_PER_WORKER = 16
/** High enough that neither Power BI cap binds, whatever the number of workers. */
const UNBOUND_CAP = 500

export interface ScaleoutScenario {
  processes: number
  /** Seconds from Run now to the last email SENT. */
  seconds: number
  filesPerSecond: number
  /** Machine CPU per file, by part (cpu-by-part.ts), from Run now to the last email SENT. */
  cpu: Record<string, number>
  /** What the queue (pg-boss's schema) and the whole database did per file. */
  database: DatabaseWork
  /** Statements per file sent by the web process and the workers, counted inside them (process-statements.ts). */
  statements: StatementCounts
  /** Each worker's median RSS while the first 10–20 % of the emails were sent, and over the last 10 %. */
  rss: { early: number[]; end: number[] }
  /** Median of 5 reads of Job History's first page after the burst, and one read of the run's files. */
  historyMs: number
  runFilesMs: number
  checked: number
}

const addressOf = (scenario: string, i: number) => `row${i}@${scenario}${DOMAIN}`

export async function scaleoutBenchmark(opts: {
  rows: number
  processes: number[]
  latencyMs: number
}): Promise<ScaleoutScenario[]> {
  const { rows } = opts
  const entra = await startFakeEntra()
  const fake = await startFakePowerBi(entra)
  fake.exportLatencyMs = opts.latencyMs
  fake.retryAfterSeconds = Math.max(1, Math.round(opts.latencyMs / 1000))
  const sink = await startDiscardSink((to) => !to.some((a) => a.endsWith(DOMAIN)))
  const db = await createScratchDatabase(serverUrl, 'herald_bench_scaleout')
  const dataDir = mkdtempSync(path.join(tmpdir(), 'herald-bench-scaleout-'))
  const sql = new pg.Client({ connectionString: db.url })
  const env = {
    DATABASE_URL: db.url,
    SMTP_URL: sink.url,
    SECRET_KEY: 'bench-secret-key-long-enough-0123456789',
    DATA_DIR: dataDir, // shared: a file rendered by one worker is mailed by whichever takes its delivery
    BI_PRIVATE_HOSTS: '127.0.0.1',
    POWERBI_CLIENT_ID: entra.clientId,
    POWERBI_CLIENT_SECRET: entra.clientSecret,
    POWERBI_AUTHORITY_URL: entra.url,
    POWERBI_API_URL: fake.url,
    POWERBI_EXPORTS_PER_CAPACITY: String(UNBOUND_CAP),
    POWERBI_EXPORTS_PER_ACCOUNT: String(UNBOUND_CAP),
  }
  const counting = statementCounting()
  const webCounter = counting.counter()
  const web = await startHeraldProcess({ ...env, ...webCounter.env, ROLES: 'web,scheduler' })
  try {
    await sql.connect()
    const webPid = descendants(process.pid).find((p) =>
      cmdline(p.pid).includes('apps/server/src/main.ts'),
    )?.pid
    if (webPid === undefined) throw new Error('the web process was not found')
    let client: HttpClient | undefined
    const scenarios: ScaleoutScenario[] = []
    for (const count of opts.processes) {
      const name = `p${count}`
      const counters = Array.from({ length: count }, () => counting.counter())
      const workers: HeraldProcess[] = counters.map((counter) =>
        startWorkerProcess({
          ...env,
          ...counter.env,
          LOG_LEVEL: 'info',
          RENDER_CONCURRENCY: String(SLOTS_PER_WORKER),
        }),
      )
      const counted = [
        { pid: webPid, file: webCounter.file },
        ...workers.map((w, i) => ({ pid: w.pid, file: counters[i]!.file })),
      ]
      try {
        await waitForWorkers(workers)
        // Sign-in codes are emailed by a worker, so the client signs in once the first workers are up.
        client ??= (await signedInClient(new HttpClient(web.url), sink)).client
        const jobId = await powerBiJob(client, fake, name, rows)
        const names = new Map<number, string>(workers.map((w) => [w.pid, 'worker processes']))
        names.set(webPid, 'web + scheduler')
        await counting.collect(counted) // every count from here
        const before = await queueWork(sql)
        const ticks = cpuTicks(names)
        const t0 = Date.now()
        const runId = await runNowThenPause(client, jobId)
        const { lastSent, rss } = await waitForBurst(sql, runId, rows, workers, t0 + 300_000 + rows * 2_000)
        const cpu = msPerItem(ticks, cpuTicks(names), rows)
        const statements = perItem(await counting.collect(counted), rows)
        const seconds = (lastSent - t0) / 1000
        const historyMs = median(
          await timedReads(client, `/api/user-jobs/user-job-executions/${jobId}?page=0&size=10`, 5),
        )
        const [runFilesMs] = await timedReads(
          client,
          `/api/user-jobs/user-job-executions/${jobId}/runs/${runId}/files`,
          1,
        )
        await Promise.all(workers.map((w) => w.stop())) // their connections close, flushing their statistics
        const database = (await queueWork(sql)).since(before, rows)
        checkEmails(sink, name, rows)
        scenarios.push({
          processes: count,
          seconds,
          filesPerSecond: rows / seconds,
          cpu,
          database,
          statements,
          rss,
          historyMs,
          runFilesMs: runFilesMs!,
          checked: rows,
        })
      } catch (error) {
        console.error(workers.map((w) => w.output().slice(-4000)).join('\n'))
        throw error
      } finally {
        await Promise.all(workers.map((w) => w.stop()))
      }
    }
    return scenarios
  } catch (error) {
    console.error(web.output().slice(-4000))
    throw error
  } finally {
    await web.stop()
    await sql.end().catch(() => {})
    await sink.close()
    await db.drop()
    await fake.close()
    await entra.close()
    rmSync(dataDir, { recursive: true, force: true })
    counting.close()
  }
}

/** A Power BI job linked through the fake Entra ID: N rows, the regions in turn, each its own recipient. */
async function powerBiJob(
  client: HttpClient,
  fake: Awaited<ReturnType<typeof startFakePowerBi>>,
  scenario: string,
  rows: number,
) {
  const jobId = await createJob(client)
  await linkPowerBi(client, jobId)
  const filterRows = Array.from({ length: rows }, (_, i) => ({
    filterName: 'Sales/Region',
    filterValue: POWERBI_REGIONS[i % POWERBI_REGIONS.length]!,
    toEmail: addressOf(scenario, i),
  }))
  const report = await client.post(
    `/api/report-job-conf?userJobId=${jobId}`,
    powerBiReport(fake, 'Regional Sales', filterRows),
  )
  if (report.status !== 200) throw new Error(await report.text())
  const email = await client.post(`/api/job-email-config?userJobId=${jobId}`, {
    fromEmail: 'reports@example.com',
    emailTitle: 'Region {fileName}',
    emailBody: '<p>Hello</p>',
    isActive: true,
  })
  if (email.status !== 200) throw new Error(await email.text())
  return jobId
}

/**
 * Polls until every file is GENERATED and every email SENT; the last sent_at (ms) and each worker's RSS, sampled at
 * every poll: the median of the samples taken while the first 10–20 % of the emails were sent, and of those over the
 * last 10 % — a garbage-collected process's RSS saw-tooths, so one sample at each point reads a peak or a trough
 * as growth (two single samples read −17.8 % on a 10,000-row burst whose workers ended below where they began).
 */
async function waitForBurst(
  sql: pg.Client,
  runId: number,
  rows: number,
  workers: HeraldProcess[],
  deadline: number,
) {
  const samples: Array<{ sent: number; rss: number[] }> = []
  const medianRss = (from: number, to: number) =>
    workers.map((_, i) => {
      const values = samples.filter((x) => x.sent >= from && x.sent < to).map((x) => x.rss[i]!)
      return median(values.length > 0 ? values : samples.map((x) => x.rss[i]!))
    })
  for (;;) {
    const { rows: counts } = await sql.query(
      `select count(*) filter (where f.status = 'GENERATED')::int as generated,
              count(*) filter (where f.status = 'FAILED')::int as failed_files,
              count(*) filter (where d.status = 'SENT')::int as sent,
              count(*) filter (where d.status = 'FAILED')::int as failed_emails,
              extract(epoch from max(d.sent_at)) * 1000 as last_sent
       from run_files f left join deliveries d on d.file_id = f.id where f.run_id = $1`,
      [runId],
    )
    const c = counts[0]
    if (c.failed_files > 0 || c.failed_emails > 0) throw new Error(`burst failed: ${JSON.stringify(c)}`)
    samples.push({ sent: c.sent, rss: workers.map((w) => rssBytes(w.pid)) })
    if (c.generated === rows && c.sent === rows)
      return {
        lastSent: Number(c.last_sent),
        rss: { early: medianRss(rows * 0.1, rows * 0.2), end: medianRss(rows * 0.9, rows + 1) },
      }
    if (Date.now() > deadline) throw new Error(`burst not done in time: ${JSON.stringify(c)}`)
    await sleep(500)
  }
}

/** Milliseconds of each of `times` reads of `url`, one after the other. */
async function timedReads(client: HttpClient, url: string, times: number): Promise<number[]> {
  const ms: number[] = []
  for (let i = 0; i < times; i++) {
    const t0 = performance.now()
    const response = await client.get(url)
    await response.arrayBuffer()
    ms.push(performance.now() - t0)
    if (response.status !== 200) throw new Error(`GET ${url}: ${response.status}`)
  }
  return ms
}

/** Every row of the scenario got exactly one email, to its own address alone. */
function checkEmails(sink: DiscardSink, scenario: string, rows: number): void {
  const mine = sink.received.filter((m) => m.to.some((a) => a.endsWith(`@${scenario}${DOMAIN}`)))
  const byAddress = new Map<string, string[][]>()
  for (const m of mine) for (const a of m.to) byAddress.set(a, [...(byAddress.get(a) ?? []), m.to])
  const problems: string[] = []
  if (mine.length !== rows) problems.push(`${mine.length} emails for ${rows} rows`)
  for (let i = 0; i < rows; i++) {
    const copies = byAddress.get(addressOf(scenario, i)) ?? []
    if (copies.length !== 1) problems.push(`${addressOf(scenario, i)} got ${copies.length} emails`)
    else if (copies[0]!.length !== 1)
      problems.push(`${addressOf(scenario, i)} shared with ${copies[0]!.join(', ')}`)
  }
  if (problems.length > 0) throw new Error(`misrouted emails:\n  ${problems.slice(0, 20).join('\n  ')}`)
}
