// Sections of `npm run bench` about the server: start-up (and /login's weight), the job list, the thundering herd.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fmt, median, RUNS, spread } from '../figures.ts'
import { listJobsBenchmark } from '../list-jobs.ts'
import { scriptBudgets } from '../../e2e/support/script-budgets.ts'
import { measureLoginJs } from '../../e2e/support/script-weights.ts'
import { herald as herdHerald, rawPgBoss } from '../scheduler-herd.ts'
import { startBareNode, startHerald, type Started } from '../startup.ts'
import { record } from '../summary.ts'

const HERD_RUNS = 3

export async function startup() {
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
  record({
    name: 'startup',
    figure: `first start ${(median(cold) / median(bare)).toFixed(1)}×, restart ${(median(warm) / median(bare)).toFixed(1)}× bare Node (${(median(warm) / 1000).toFixed(1)} s)`,
    target: '',
  })

  const herald = await startHerald()
  try {
    const { files, total } = await measureLoginJs(herald.url.replace('/api/health', ''))
    console.log('JavaScript loaded by /login (gzip -9)')
    for (const f of files) console.log(`  ${(f.gzip / 1024).toFixed(1).padStart(7)} KiB  ${f.url}`)
    console.log(
      `  ${(total / 1024).toFixed(1).padStart(7)} KiB  total (target ≤ 150 KiB: ${total <= scriptBudgets.login ? 'met' : 'MISSED'})`,
    )
    record({
      name: 'startup /login',
      figure: `${(total / 1024).toFixed(1)} KiB of JavaScript (gzip -9)`,
      target: '≤ 150 KiB',
      met: total <= scriptBudgets.login,
    })
  } finally {
    await herald.stop()
  }
}

export async function list() {
  const list = await listJobsBenchmark()
  console.log(
    '\nGET /api/user-jobs, a page of 30 out of 5,000 jobs, signed in (20 connections, median of 3 × 8 s)',
  )
  console.log(`  Herald                     ${list.herald.toFixed(0)} req/s`)
  console.log(`  bare Fastify + pg, same SQL ${list.baseline.toFixed(0)} req/s`)
  const ratio = list.herald / list.baseline
  console.log(`  ratio                      ${ratio.toFixed(2)} (target ≥ 0.5)`)
  record({
    name: 'list',
    figure: `${ratio.toFixed(2)}× bare Fastify + pg (${list.herald.toFixed(0)} req/s)`,
    target: '≥ 0.5×',
    met: ratio >= 0.5,
  })
}

export async function herd() {
  const herds: Array<Awaited<ReturnType<typeof herdHerald>>> = []
  const raws: number[] = []
  for (let i = 0; i < HERD_RUNS; i++) {
    herds.push(await herdHerald())
    raws.push((await rawPgBoss()).makespan)
  }
  const ratios = herds.map((h, i) => h.makespan / raws[i]!)
  const worstP99 = Math.max(...herds.map((h) => h.p99))
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
  console.log(
    `\nThundering herd: ${process.env['HERD_JOBS'] ?? 10_000} jobs due in the same minute (${HERD_RUNS} interleaved runs, each against raw pg-boss)`,
  )
  herds.forEach((h, i) =>
    console.log(
      `  run ${i + 1}: Herald ${seconds(h.makespan)}, raw pg-boss ${seconds(raws[i]!)}, ratio ${ratios[i]!.toFixed(2)} (target ≤ 2.5); dispatch p50 ${seconds(h.p50)}, p99 ${seconds(h.p99)} (target ≤ 30 s)`,
    ),
  )
  console.log(
    `  median: Herald ${spread(herds.map((h) => h.makespan / 1000))} s, raw pg-boss ${spread(raws.map((r) => r / 1000))} s, ratio ${spread(ratios, 2)}`,
  )
  record({
    name: 'herd',
    figure: `makespan ${ratios.map((r) => r.toFixed(2)).join(', ')}× raw pg-boss (per run; median ${median(ratios).toFixed(2)}), p99 dispatch at most ${seconds(worstP99)}`,
    target: '≤ 2.5× in each run, p99 ≤ 30 s',
    met: ratios.every((r) => r <= 2.5) && worstP99 <= 30_000,
  })
}

async function timed(start: () => Promise<Started>): Promise<number> {
  const s = await start()
  await s.stop()
  return s.ms
}
