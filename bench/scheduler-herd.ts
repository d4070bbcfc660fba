// The thundering herd (reliability doc §1.6, B6): 10,000 jobs due in the same minute.
// Herald: its scheduler and worker in one process on PostgreSQL; latency = run start − scheduled time.
// Baseline: raw pg-boss inserting 10,000 no-op jobs and working them with the same worker settings.
import pg from 'pg'
import { PgBoss } from 'pg-boss'
import { createScratchDatabase } from '../apps/server/test/scratch-database.ts'
import { startHeraldProcess } from '../e2e/support/herald-process.ts'

const JOBS = Number(process.env['HERD_JOBS'] ?? 10_000)
const serverUrl = process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres'
/** A herd that stops moving for this long has failed (Herald exited, say): say so instead of waiting forever. */
const STALL_MS = 120_000
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!

export async function herald(): Promise<{ p50: number; p99: number; makespan: number }> {
  const db = await createScratchDatabase(serverUrl, 'herald_bench_herd')
  const proc = await startHeraldProcess({
    DATABASE_URL: db.url,
    SMTP_URL: 'smtp://127.0.0.1:9',
    SECRET_KEY: 'bench-secret-key-long-enough-0123456789',
  })
  const sql = new pg.Client({ connectionString: db.url })
  await sql.connect()
  try {
    const due = new Date(Math.ceil((Date.now() + 8_000) / 1000) * 1000)
    await sql.query(
      `insert into users (id, name, email, email_verified) values ('herd', 'Herd', 'herd@example.com', true)`,
    )
    await sql.query(
      `insert into user_jobs (user_id, name, time_zone, start_time, cron_expression, next_run_at)
       select 'herd', 'job ' || g, 'UTC', '2026-01-01T00:00:00', '0 * * * *', $1 from generate_series(1, $2) g`,
      [due, JOBS],
    )
    for (let started = 0, since = Date.now(); started < JOBS;) {
      await new Promise((r) => setTimeout(r, 500))
      const { rows } = await sql.query(`select count(*)::int as n from job_runs where started_at is not null`)
      if (rows[0].n > started) [started, since] = [rows[0].n, Date.now()]
      else if (Date.now() - since > STALL_MS)
        throw new Error(
          `no run started for ${STALL_MS / 1000} s (${started} of ${JOBS}); Herald's output:\n${proc.output().slice(-4000)}`,
        )
    }
    const { rows } = await sql.query(
      `select extract(epoch from (started_at - scheduled_for)) * 1000 as ms from job_runs order by 1`,
    )
    const latencies = rows.map((r) => Number(r.ms))
    return { p50: pct(latencies, 50), p99: pct(latencies, 99), makespan: latencies.at(-1)! }
  } finally {
    await sql.end()
    await proc.stop()
    await db.drop()
  }
}

export async function rawPgBoss(): Promise<{ makespan: number }> {
  const db = await createScratchDatabase(serverUrl, 'herald_bench_boss')
  const boss = new PgBoss({ connectionString: db.url, schedule: false, max: 4 })
  await boss.start()
  await boss.createQueue('noop')
  let started = 0
  let last = 0
  const t0 = performance.now()
  try {
    // The same fetch settings as Herald's run starts: 32 in flight, as 4 fetch loops of 8 (start-herald.ts, queue.ts).
    const options = {
      pollingIntervalSeconds: 0.5,
      batchSize: 8,
      burstWhenBatchFull: true,
      perJobResults: true,
      localConcurrency: 4,
    } as const
    await boss.work('noop', options, async (batch) => {
      started += batch.length
      last = performance.now()
      return batch.map(({ id }) => ({ id, status: 'completed' as const }))
    })
    for (let i = 0; i < JOBS; i += 1000) {
      await boss.insert(
        'noop',
        Array.from({ length: Math.min(1000, JOBS - i) }, (_, k) => ({ data: { n: i + k } })),
      )
    }
    while (started < JOBS) await new Promise((r) => setTimeout(r, 100))
    return { makespan: last - t0 }
  } finally {
    await boss.stop({ graceful: false })
    await db.drop()
  }
}
