// npm run bench — startup time against a bare Node server, and the JavaScript weight of /login.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { listJobsBenchmark } from './list-jobs.ts'
import { measureLoginJs } from './login-bundle.ts'
import { herald as herdHerald, rawPgBoss } from './scheduler-herd.ts'
import { startBareNode, startHerald, type Started } from './startup.ts'

const RUNS = 5
const HERD_RUNS = 3
/** `npm run bench -- startup list herd` runs only those; no argument runs everything. */
const only = process.argv.slice(2)
const wanted = (name: string) => only.length === 0 || only.includes(name)
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
const fmt = (xs: number[]) =>
  `median ${median(xs).toFixed(0)} ms (min ${Math.min(...xs).toFixed(0)}, max ${Math.max(...xs).toFixed(0)})`

async function timed(start: () => Promise<Started>): Promise<number> {
  const s = await start()
  await s.stop()
  return s.ms
}

console.log(`Herald benchmarks — Node ${process.version}\n`)
if (wanted('startup')) await startup()
if (wanted('list')) await list()
if (wanted('herd')) await herd()

async function startup() {
  await timed(startBareNode)
  await timed(() => startHerald())
  const dataDir = mkdtempSync(path.join(tmpdir(), 'herald-bench-warm-'))
  await timed(() => startHerald(dataDir))
  const bare: number[] = []
  const cold: number[] = []
  const warm: number[] = []
  for (let i = 0; i < RUNS; i++) {
    bare.push(await timed(startBareNode))
    cold.push(await timed(() => startHerald()))
    warm.push(await timed(() => startHerald(dataDir)))
  }
  console.log('Start-up: `npm start` until GET /api/health is 200')
  console.log(
    `  first start (new data dir, migrations)  ${fmt(cold)}  = ${(median(cold) / median(bare)).toFixed(1)}× bare Node`,
  )
  console.log(
    `  restart (existing data dir)             ${fmt(warm)}  = ${(median(warm) / median(bare)).toFixed(1)}× bare Node`,
  )
  console.log(`  bare Node http server                   ${fmt(bare)}\n`)

  const herald = await startHerald()
  try {
    const { files, total } = await measureLoginJs(herald.url.replace('/api/health', ''))
    console.log('JavaScript loaded by /login (gzip -9)')
    for (const f of files) console.log(`  ${(f.gzip / 1024).toFixed(1).padStart(7)} KiB  ${f.url}`)
    console.log(
      `  ${(total / 1024).toFixed(1).padStart(7)} KiB  total (target ≤ 150 KiB: ${total <= 150 * 1024 ? 'met' : 'MISSED'})`,
    )
  } finally {
    await herald.stop()
  }
}

async function list() {
  const list = await listJobsBenchmark()
  console.log(
    '\nGET /api/user-jobs, a page of 30 out of 5,000 jobs, signed in (20 connections, median of 3 × 8 s)',
  )
  console.log(`  Herald                     ${list.herald.toFixed(0)} req/s`)
  console.log(`  bare Fastify + pg, same SQL ${list.baseline.toFixed(0)} req/s`)
  console.log(`  ratio                      ${(list.herald / list.baseline).toFixed(2)} (target ≥ 0.5)`)
}

async function herd() {
  const herds: Array<Awaited<ReturnType<typeof herdHerald>>> = []
  const raws: number[] = []
  for (let i = 0; i < HERD_RUNS; i++) {
    herds.push(await herdHerald())
    raws.push((await rawPgBoss()).makespan)
  }
  const p99 = median(herds.map((h) => h.p99))
  const makespan = median(herds.map((h) => h.makespan))
  const raw = median(raws)
  console.log(
    `\nThundering herd: ${process.env['HERD_JOBS'] ?? 10_000} jobs due in the same minute (median of ${HERD_RUNS} interleaved runs)`,
  )
  console.log(
    `  dispatch latency p50 ${(median(herds.map((h) => h.p50)) / 1000).toFixed(1)} s, p99 ${(p99 / 1000).toFixed(1)} s (target p99 ≤ 30 s)`,
  )
  console.log(
    `  makespan: Herald ${(makespan / 1000).toFixed(1)} s, raw pg-boss ${(raw / 1000).toFixed(1)} s, ratio ${(makespan / raw).toFixed(2)} (target ≤ 3)`,
  )
}
