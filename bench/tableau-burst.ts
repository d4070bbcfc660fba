// A 200-row Tableau burst (issue 15): one job on the fake Tableau server with a fixed latency per call, Run now
// over HTTP against `node apps/server/src/main.ts` (every role, PostgreSQL, TABLEAU_CONCURRENCY 2), until every
// file is GENERATED and every email SENT to a discarding SMTP sink. The floor is set by the concurrency cap:
// the same calls Herald made, sent by a bare loop of `fetch` at the same concurrency against the same fake.
import pg from 'pg'
import { signedInClient } from '../apps/server/test/auth-flows.ts'
import { startFakeTableau, type FakeTableau } from '../apps/server/test/fakes/fake-tableau.ts'
import { HttpClient } from '../apps/server/test/http-client.ts'
import { createJob, runNowThenPause } from '../apps/server/test/report-jobs.ts'
import { createScratchDatabase } from '../apps/server/test/scratch-database.ts'
import { linkTableau, tableauReport } from '../apps/server/test/tableau-jobs.ts'
import { startHeraldProcess } from '../e2e/support/herald-process.ts'
import { startDiscardSink } from './discard-sink.ts'

const serverUrl = process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const DOMAIN = '@tableau-burst.example.com'
const CAP = 2
const REGIONS = ['East', 'West', 'North']

export interface TableauBurstResult {
  rows: number
  latencyMs: number
  /** Seconds from the Run-now request to the last file GENERATED / the last email SENT. */
  filesDone: number
  emailsDone: number
  /** Tableau calls Herald made during the run, and the seconds a bare loop needs for them at the cap. */
  calls: number
  floor: number
}

/** The run's calls (method, path, query), sent again by `CAP` bare loops: the fastest the cap allows. */
async function bareFloor(fake: FakeTableau, calls: FakeTableau['calls'], token: string): Promise<number> {
  const queue = [...calls]
  const started = performance.now()
  await Promise.all(
    Array.from({ length: CAP }, async () => {
      for (let call = queue.shift(); call; call = queue.shift()) {
        const query = call.query.toString()
        const response = await fetch(`${fake.url}${call.path}${query ? `?${query}` : ''}`, {
          method: call.method,
          headers: { 'x-tableau-auth': token, accept: 'application/json' },
        })
        await response.arrayBuffer()
      }
    }),
  )
  return (performance.now() - started) / 1000
}

async function signIn(fake: FakeTableau): Promise<string> {
  const response = await fetch(`${fake.url}/api/3.23/auth/signin`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify({
      credentials: {
        personalAccessTokenName: fake.pat.name,
        personalAccessTokenSecret: fake.pat.secret,
        site: { contentUrl: 'acme' },
      },
    }),
  })
  return ((await response.json()) as { credentials: { token: string } }).credentials.token
}

export async function tableauBurstBenchmark(opts: {
  rows: number
  latencyMs: number
}): Promise<TableauBurstResult> {
  const { rows, latencyMs } = opts
  const fake = await startFakeTableau({ latencyMs })
  const sink = await startDiscardSink((to) => to.some((a) => !a.endsWith(DOMAIN)))
  const db = await createScratchDatabase(serverUrl, 'herald_bench_tableau')
  const sql = new pg.Client({ connectionString: db.url })
  const proc = await startHeraldProcess({
    DATABASE_URL: db.url,
    SMTP_URL: sink.url,
    SECRET_KEY: 'bench-secret-key-long-enough-0123456789',
    BI_PRIVATE_HOSTS: '127.0.0.1',
    TABLEAU_CONCURRENCY: String(CAP),
    // More renders in flight than the cap, so the cap is what limits.
    RENDER_CONCURRENCY: String(CAP * 4),
  })
  try {
    await sql.connect()
    const { client } = await signedInClient(new HttpClient(proc.url), sink)
    const jobId = await createJob(client)
    await linkTableau(client, jobId, fake)
    const report = await client.post(
      `/api/report-job-conf?userJobId=${jobId}`,
      tableauReport(fake, 'Regional Sales', {
        userReportGenerationFilterData: Array.from({ length: rows }, (_, i) => ({
          filterName: 'Sales/Region',
          filterValue: REGIONS[i % REGIONS.length]!,
          toEmail: `row${i}${DOMAIN}`,
        })),
      }),
    )
    if (report.status !== 200) throw new Error(await report.text())
    const email = await client.post(`/api/job-email-config?userJobId=${jobId}`, {
      fromEmail: 'reports@example.com',
      emailTitle: 'Region {fileName}',
      emailBody: '<p>Hello</p>',
      isActive: true,
    })
    if (email.status !== 200) throw new Error(await email.text())

    const before = fake.calls.length
    const t0 = Date.now()
    const runId = await runNowThenPause(client, jobId)
    for (;;) {
      const { rows: counts } = await sql.query(
        `select count(*) filter (where f.status = 'GENERATED')::int as generated,
                count(*) filter (where f.status = 'FAILED')::int as failed,
                count(*) filter (where d.status = 'SENT')::int as sent
         from run_files f left join deliveries d on d.file_id = f.id where f.run_id = $1`,
        [runId],
      )
      const c = counts[0]
      if (c.failed > 0) throw new Error(`burst failed: ${JSON.stringify(c)}`)
      if (c.generated === rows && c.sent === rows) break
      if (Date.now() - t0 > 600_000) throw new Error(`burst not done: ${JSON.stringify(c)}`)
      await new Promise((r) => setTimeout(r, 250))
    }
    const { rows: times } = await sql.query(
      `select extract(epoch from max(f.finished_at)) * 1000 as files, extract(epoch from max(d.sent_at)) * 1000 as sent
       from run_files f join deliveries d on d.file_id = f.id where f.run_id = $1`,
      [runId],
    )
    const calls = fake.calls.slice(before).filter((c) => c.method === 'GET' && c.path.includes('/sites/'))
    const floor = await bareFloor(fake, calls, await signIn(fake))
    return {
      rows,
      latencyMs,
      filesDone: (Number(times[0].files) - t0) / 1000,
      emailsDone: (Number(times[0].sent) - t0) / 1000,
      calls: calls.length,
      floor,
    }
  } catch (error) {
    console.error(proc.output())
    throw error
  } finally {
    await proc.stop()
    await sql.end().catch(() => {})
    await sink.close()
    await db.drop()
    await fake.close()
  }
}
