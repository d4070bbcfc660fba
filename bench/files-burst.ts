// Files at scale on PostgreSQL + S3 (s3rver): one SAMPLE job with N rows (default 500), "Run now" through
// the web process, rendered once by one worker process at RENDER_CONCURRENCY 2 and once by two worker
// processes at 1 each — the same renders in flight either way, in interleaved rounds. Prints both makespans (Run
// now → last email SENT) and their ratio per round: what splitting the work over processes costs (target: two ≥
// 0.9× one).
// Two topologies: each worker launching its own Chromium, and the workers of a scenario sharing one remote
// Chromium over CDP (CHROMIUM_WS_ENDPOINT) — the same browser either way, so only the processes differ.
import pg from 'pg'
import { signedInClient } from '../apps/server/test/auth-flows.ts'
import { startWorkerProcess, type HeraldProcess } from '../apps/server/test/herald-process.ts'
import { HttpClient } from '../apps/server/test/http-client.ts'
import { startRemoteChromium, type RemoteChromium } from '../apps/server/test/remote-chromium.ts'
import { createReportJob, REGIONS, runNowThenPause } from '../apps/server/test/report-jobs.ts'
import { startTestS3 } from '../apps/server/test/s3-server.ts'
import { createScratchDatabase } from '../apps/server/test/scratch-database.ts'
import { startHeraldProcess } from '../e2e/support/herald-process.ts'
import { cpuTicks, msPerItem } from './cpu-by-part.ts'
import { startDiscardSink, type DiscardSink } from './discard-sink.ts'

const serverUrl = process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const SECRET_KEY = 'bench-secret-key-long-enough-0123456789'

/** Where the workers render: each on a Chromium it launches, or all on one remote Chromium. */
export type ChromiumTopology = 'own' | 'shared'

export interface FilesBurstResult {
  rows: number
  /** Per round, seconds from Run now to the last email SENT. */
  oneProcess: number[]
  twoProcesses: number[]
  /** Per round, the machine's CPU per file from Run now to the last email SENT, by part (cpu-by-part.ts). */
  oneProcessCpu: Record<string, number>[]
  twoProcessesCpu: Record<string, number>[]
  objects: number
  checked: number
}

const addressOf = (scenario: string, i: number) =>
  `row${i}-${REGIONS[i % REGIONS.length]!.toLowerCase()}@${scenario}.example.com`

/**
 * `rounds` rounds of both scenarios, the order alternating (one then two, two then one, …) so that a drift in the
 * machine's speed weighs on both alike.
 */
export async function filesBurstBenchmark(
  rows: number,
  chromium: ChromiumTopology,
  rounds: number,
): Promise<FilesBurstResult> {
  const s3 = await startTestS3()
  const sink = await startDiscardSink((to) => !to.some((a) => a.endsWith('.example.com')))
  const db = await createScratchDatabase(serverUrl, 'herald_bench_files')
  const sql = new pg.Client({ connectionString: db.url })
  const env = { DATABASE_URL: db.url, SMTP_URL: sink.url, SECRET_KEY, ...s3.env('bench') }
  const web = await startHeraldProcess({ ...env, ROLES: 'web,scheduler' })
  try {
    await sql.connect()
    // Sign-in codes are emailed by a worker, so the client signs in once the first workers are up.
    let client: HttpClient | undefined
    const scenario = async (name: string, workers: number, concurrency: number) => {
      const remote: RemoteChromium | undefined =
        chromium === 'shared' ? await startRemoteChromium() : undefined
      const processes: HeraldProcess[] = Array.from({ length: workers }, () =>
        startWorkerProcess({
          ...env,
          LOG_LEVEL: 'info',
          RENDER_CONCURRENCY: String(concurrency),
          ...(remote ? { CHROMIUM_WS_ENDPOINT: remote.wsEndpoint } : {}),
        }),
      )
      try {
        await waitForWorkers(processes)
        client ??= (await signedInClient(new HttpClient(web.url), sink)).client
        const jobId = await createReportJob(client, {
          rows: Array.from({ length: rows }, (_, i) => ({
            filterName: 'Sales/Region',
            filterValue: REGIONS[i % REGIONS.length]!,
            toEmail: addressOf(name, i),
          })),
        })
        const workerPids = new Map(processes.map((p) => [p.pid, 'worker processes'] as const))
        const ticks = cpuTicks(workerPids)
        const t0 = Date.now()
        const runId = await runNowThenPause(client, jobId)
        const sentAt = await waitForBurst(sql, runId, rows, t0 + 120_000 + rows * 5_000)
        const cpu = msPerItem(ticks, cpuTicks(workerPids), rows)
        checkEmails(sink, name, rows)
        return { seconds: (sentAt - t0) / 1000, cpu }
      } finally {
        await Promise.all(processes.map((p) => p.stop()))
        await remote?.close()
      }
    }
    const one: { seconds: number; cpu: Record<string, number> }[] = []
    const two: typeof one = []
    for (let round = 1; round <= rounds; round++) {
      const runOne = async () => one.push(await scenario(`one-r${round}`, 1, 2))
      const runTwo = async () => two.push(await scenario(`two-r${round}`, 2, 1))
      for (const run of round % 2 === 1 ? [runOne, runTwo] : [runTwo, runOne]) await run()
    }
    return {
      rows,
      oneProcess: one.map((r) => r.seconds),
      twoProcesses: two.map((r) => r.seconds),
      oneProcessCpu: one.map((r) => r.cpu),
      twoProcessesCpu: two.map((r) => r.cpu),
      objects: (await s3.keys('bench/')).length,
      checked: 2 * rows * rounds,
    }
  } catch (error) {
    console.error(web.output())
    throw error
  } finally {
    await web.stop()
    await sql.end().catch(() => {})
    await sink.close()
    await db.drop()
    await s3.close()
  }
}

/** Until every worker has launched its Chromium (its start-up check logs 'Rendering with Chromium'). */
export async function waitForWorkers(processes: HeraldProcess[]): Promise<void> {
  const deadline = Date.now() + 120_000
  while (!processes.every((p) => p.output().includes('Rendering with Chromium'))) {
    if (Date.now() > deadline)
      throw new Error(`workers not ready:\n${processes.map((p) => p.output()).join('\n')}`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

/** Polls until every file is GENERATED and every email SENT; returns when the last was SENT (ms). */
async function waitForBurst(sql: pg.Client, runId: number, rows: number, deadline: number): Promise<number> {
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
    if (c.generated === rows && c.sent === rows) return Number(c.last_sent)
    if (Date.now() > deadline) throw new Error(`burst not done in time: ${JSON.stringify(c)}`)
    await new Promise((r) => setTimeout(r, 500))
  }
}

/** Every row of the scenario got exactly one email, to its own address alone, naming its own region only. */
function checkEmails(sink: DiscardSink, scenario: string, rows: number): void {
  const mine = sink.received.filter((m) => m.to.some((a) => a.endsWith(`@${scenario}.example.com`)))
  const problems: string[] = []
  if (mine.length !== rows) problems.push(`${mine.length} emails for ${rows} rows`)
  for (let i = 0; i < rows; i++) {
    const copies = mine.filter((m) => m.to.includes(addressOf(scenario, i)))
    const region = REGIONS[i % REGIONS.length]!
    const own = (subject: string) =>
      subject.includes(region) && REGIONS.every((r) => r === region || !subject.includes(r))
    if (copies.length !== 1) problems.push(`${addressOf(scenario, i)} got ${copies.length} emails`)
    else if (copies[0]!.to.length !== 1 || !own(copies[0]!.subject))
      problems.push(`${addressOf(scenario, i)} got "${copies[0]!.subject}" to ${copies[0]!.to.join(', ')}`)
  }
  if (problems.length > 0) throw new Error(`misrouted emails:\n  ${problems.slice(0, 20).join('\n  ')}`)
}
