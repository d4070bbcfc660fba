// B1: GET /api/user-jobs (a page of 30 out of 5,000, signed in) against bare Fastify + pg with the same SQL.
import { spawn } from 'node:child_process'
import path from 'node:path'
import pg from 'pg'
import { signedInClient } from '../apps/server/test/auth-flows.ts'
import { HttpClient } from '../apps/server/test/http-client.ts'
import { createScratchDatabase } from '../apps/server/test/scratch-database.ts'
import { startSmtpSink } from '../apps/server/test/smtp-sink.ts'
import { freePort } from '../apps/server/test/start-test-herald.ts'
import { startHeraldProcess } from '../e2e/support/herald-process.ts'

const serverUrl = process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres'

/** Requests per second from `connections` concurrent loops for `seconds`, after a one-second warm-up. */
async function load(
  url: string,
  headers: Record<string, string>,
  connections = 20,
  seconds = 8,
): Promise<number> {
  const hit = () => fetch(url, { headers }).then((r) => r.arrayBuffer())
  const until = async (deadline: number) => {
    let n = 0
    while (performance.now() < deadline) {
      await hit()
      n++
    }
    return n
  }
  await Promise.all(Array.from({ length: connections }, () => until(performance.now() + 1000)))
  const t0 = performance.now()
  const counts = await Promise.all(Array.from({ length: connections }, () => until(t0 + seconds * 1000)))
  return counts.reduce((a, b) => a + b, 0) / ((performance.now() - t0) / 1000)
}

export async function listJobsBenchmark(): Promise<{ herald: number; baseline: number }> {
  const db = await createScratchDatabase(serverUrl, 'herald_bench_list')
  const smtp = await startSmtpSink()
  const proc = await startHeraldProcess({
    DATABASE_URL: db.url,
    SMTP_URL: smtp.url,
    SECRET_KEY: 'bench-secret-key-long-enough-0123456789',
    ROLES: 'web,worker',
    // One session makes thousands of requests a second here: counted like any other, never refused.
    RATE_LIMIT_PER_SESSION: '1000000000',
  })
  const sql = new pg.Client({ connectionString: db.url })
  await sql.connect()
  const port = await freePort()
  let baseline: ReturnType<typeof spawn> | undefined
  try {
    const { client, email } = await signedInClient(new HttpClient(proc.url), smtp)
    const { rows } = await sql.query('select id from users where email = $1', [email])
    const userId = rows[0].id as string
    await sql.query(
      `insert into user_jobs (user_id, name, time_zone, start_time, cron_expression, next_run_at)
       select $1, 'Report ' || g, 'UTC', '2026-01-01T00:00:00', '0 10 1 * *', now() + interval '30 days' from generate_series(1, 5000) g`,
      [userId],
    )
    baseline = spawn(process.execPath, [path.join(import.meta.dirname, 'baseline/list-jobs-server.ts')], {
      env: { ...process.env, DATABASE_URL: db.url, BENCH_USER_ID: userId, PORT: String(port) },
      stdio: 'ignore',
    })
    while (
      !(await fetch(`http://127.0.0.1:${port}/api/user-jobs`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      await new Promise((r) => setTimeout(r, 100))
    }
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
    const results = { herald: [] as number[], baseline: [] as number[] }
    for (let i = 0; i < 3; i++) {
      results.herald.push(await load(`${proc.url}/api/user-jobs?page=0&size=30&sort=id,asc`, { cookie }))
      results.baseline.push(await load(`http://127.0.0.1:${port}/api/user-jobs`, {}))
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[1]!
    return { herald: median(results.herald), baseline: median(results.baseline) }
  } finally {
    baseline?.kill()
    await sql.end()
    await proc.stop()
    await smtp.close()
    await db.drop()
  }
}
