// A 200-row Power BI burst on capacity (issue 11): one job linked through the fake Entra ID, on a report in a
// workspace on dedicated capacity of the fake Power BI server whose exports take a fixed time, Run now over HTTP
// against `node apps/server/src/main.ts` (every role, PostgreSQL), until every file is GENERATED and every email
// SENT to a discarding SMTP sink. The floor is set by the concurrency cap: the same Export To File exchanges
// (POST, wait Retry-After, poll, download) sent by CAP bare `fetch` loops against the same fake.
import { setTimeout as sleep } from 'node:timers/promises'
import pg from 'pg'
import { signedInClient } from '../apps/server/test/auth-flows.ts'
import { startFakeEntra } from '../apps/server/test/fakes/fake-entra.ts'
import { startFakePowerBi, type FakePowerBi } from '../apps/server/test/fakes/fake-powerbi.ts'
import { HttpClient } from '../apps/server/test/http-client.ts'
import { linkPowerBi, powerBiReport } from '../apps/server/test/powerbi-jobs.ts'
import { createJob, runNowThenPause } from '../apps/server/test/report-jobs.ts'
import { createScratchDatabase } from '../apps/server/test/scratch-database.ts'
import { startHeraldProcess } from '../e2e/support/herald-process.ts'
import { startDiscardSink } from './discard-sink.ts'

const serverUrl = process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const DOMAIN = '@powerbi-burst.example.com'
export const POWERBI_CAP = 8
/** The regions the fake Power BI server's sales data has. */
export const POWERBI_REGIONS = ['East', 'West', 'North']

export interface PowerBiBurstResult {
  rows: number
  latencyMs: number
  filesDone: number
  emailsDone: number
  /** Seconds CAP bare loops need for the same exports. */
  floor: number
}

/** One export as a bare client does it: start, wait Retry-After, poll until done, download. */
async function bareExport(fake: FakePowerBi, token: string, region: string) {
  const report = fake.reports.find((r) => r.name === 'Regional Sales')!
  const base = `${fake.url}/v1.0/myorg/groups/${report.workspaceId}/reports/${report.id}`
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
  const body = JSON.stringify({
    format: 'PDF',
    powerBIReportConfiguration: {
      pages: report.pages.map((p) => ({ pageName: p.name })),
      reportLevelFilters: [{ filter: `Sales/Region eq '${region}'` }],
    },
  })
  let answer = await fetch(`${base}/ExportTo`, { method: 'POST', headers, body })
  const { id } = (await answer.json()) as { id: string }
  for (;;) {
    await sleep(Number(answer.headers.get('retry-after') ?? 1) * 1000)
    answer = await fetch(`${base}/exports/${encodeURIComponent(id)}`, { headers })
    if (((await answer.json()) as { status: string }).status === 'Succeeded') break
  }
  await (await fetch(`${base}/exports/${encodeURIComponent(id)}/file`, { headers })).arrayBuffer()
}

async function bareFloor(fake: FakePowerBi, token: string, rows: number): Promise<number> {
  const queue = Array.from({ length: rows }, (_, i) => POWERBI_REGIONS[i % POWERBI_REGIONS.length]!)
  const started = performance.now()
  await Promise.all(
    Array.from({ length: POWERBI_CAP }, async () => {
      for (let region = queue.shift(); region; region = queue.shift()) await bareExport(fake, token, region)
    }),
  )
  return (performance.now() - started) / 1000
}

export async function powerBiBurstBenchmark(opts: {
  rows: number
  latencyMs: number
}): Promise<PowerBiBurstResult> {
  const { rows, latencyMs } = opts
  const entra = await startFakeEntra()
  const fake = await startFakePowerBi(entra)
  fake.exportLatencyMs = latencyMs
  fake.retryAfterSeconds = Math.max(1, Math.round(latencyMs / 1000))
  const sink = await startDiscardSink((to) => to.some((a) => !a.endsWith(DOMAIN)))
  const db = await createScratchDatabase(serverUrl, 'herald_bench_powerbi')
  const sql = new pg.Client({ connectionString: db.url })
  const proc = await startHeraldProcess({
    DATABASE_URL: db.url,
    SMTP_URL: sink.url,
    SECRET_KEY: 'bench-secret-key-long-enough-0123456789',
    BI_PRIVATE_HOSTS: '127.0.0.1',
    POWERBI_CLIENT_ID: entra.clientId,
    POWERBI_CLIENT_SECRET: entra.clientSecret,
    POWERBI_AUTHORITY_URL: entra.url,
    POWERBI_API_URL: fake.url,
    POWERBI_EXPORTS_PER_CAPACITY: String(POWERBI_CAP),
    POWERBI_EXPORTS_PER_ACCOUNT: String(POWERBI_CAP),
    // More renders in flight than the cap, so the cap is what limits.
    RENDER_CONCURRENCY: String(POWERBI_CAP * 2),
  })
  try {
    await sql.connect()
    const { client } = await signedInClient(new HttpClient(proc.url), sink)
    const jobId = await createJob(client)
    await linkPowerBi(client, jobId)
    const filterRows = Array.from({ length: rows }, (_, i) => ({
      filterName: 'Sales/Region',
      filterValue: POWERBI_REGIONS[i % POWERBI_REGIONS.length]!,
      toEmail: `row${i}${DOMAIN}`,
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
      if (Date.now() - t0 > 900_000) throw new Error(`burst not done: ${JSON.stringify(c)}`)
      await sleep(250)
    }
    const { rows: times } = await sql.query(
      `select extract(epoch from max(f.finished_at)) * 1000 as files, extract(epoch from max(d.sent_at)) * 1000 as sent
       from run_files f join deliveries d on d.file_id = f.id where f.run_id = $1`,
      [runId],
    )
    const floor = await bareFloor(fake, entra.issueAccessToken(), rows)
    return {
      rows,
      latencyMs,
      filesDone: (Number(times[0].files) - t0) / 1000,
      emailsDone: (Number(times[0].sent) - t0) / 1000,
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
    await entra.close()
  }
}
