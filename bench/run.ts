// npm run bench — every benchmark of README.md, each beside its baseline in the same run.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { burstBenchmark } from './burst.ts'
import { filesBurstBenchmark } from './files-burst.ts'
import { tableauBurstBenchmark } from './tableau-burst.ts'
import { POWERBI_CAP, powerBiBurstBenchmark } from './powerbi-burst.ts'
import { powerBiEmbeddedBurstBenchmark } from './powerbi-embedded-burst.ts'
import { emailBenchmark } from './email-throughput.ts'
import { listJobsBenchmark } from './list-jobs.ts'
import { measureLoginJs } from './login-bundle.ts'
import { renderBenchmark } from './render-throughput.ts'
import { measureAppJs } from './app-bundles.ts'
import { uploadParseBenchmark } from './upload-parse.ts'
import { herald as herdHerald, rawPgBoss } from './scheduler-herd.ts'
import { startBareNode, startHerald, type Started } from './startup.ts'

const RUNS = 5
const HERD_RUNS = 3
/**
 * `npm run bench -- startup list herd` runs only those; no argument runs everything. Sizes:
 * `--renders 12` (per round and side, render), `--n 1000` (messages, email), `--rows 1000` (burst).
 */
const { values: flags, positionals: only } = parseArgs({
  allowPositionals: true,
  options: {
    renders: { type: 'string' },
    n: { type: 'string' },
    rows: { type: 'string' },
    latency: { type: 'string' },
  },
})
const wanted = (name: string) => only.length === 0 || only.includes(name)
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
const fmt = (xs: number[]) =>
  `median ${median(xs).toFixed(0)} ms (min ${Math.min(...xs).toFixed(0)}, max ${Math.max(...xs).toFixed(0)})`
/** `median (min–max)` of a series with `digits` decimals. */
const spread = (xs: number[], digits = 1) =>
  `${median(xs).toFixed(digits)} (${Math.min(...xs).toFixed(digits)}–${Math.max(...xs).toFixed(digits)})`
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`

async function timed(start: () => Promise<Started>): Promise<number> {
  const s = await start()
  await s.stop()
  return s.ms
}

console.log(`Herald benchmarks — Node ${process.version}\n`)
if (wanted('startup')) await startup()
if (wanted('list')) await list()
if (wanted('herd')) await herd()
if (wanted('render')) await render()
if (wanted('email')) await email()
if (wanted('burst')) await burst()
if (wanted('tableau')) await tableau()
if (wanted('files')) await filesBurst()
if (wanted('powerbi')) await powerbi()
if (wanted('powerbi-embedded')) await powerbiEmbedded()
if (wanted('bundle')) await bundle()
if (wanted('upload')) upload()

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

async function render() {
  const renders = Number(flags.renders ?? 12)
  const result = await renderBenchmark({ concurrency: [1, 2], renders, rounds: RUNS })
  console.log(
    `\nRender: Sales Overview, ${result.pdfPages} pages 1280×720 to PDF, filtered by region (${renders} renders per side and round, ${RUNS} interleaved rounds after a warm-up; Chromium ${result.chromium})`,
  )
  for (const { concurrency, product, raw } of result.levels) {
    const ratios = product.rates.map((r, i) => r / raw.rates[i]!)
    const added = product.latencies.map((l, i) => l - raw.latencies[i]!)
    console.log(`  concurrency ${concurrency}`)
    console.log(`    Herald (pool + sample connector + file store)  ${spread(product.rates, 2)} renders/s`)
    console.log(`    raw Chromium, same HTML                        ${spread(raw.rates, 2)} renders/s`)
    console.log(`    ratio                                          ${spread(ratios, 2)} (target ≥ 0.8)`)
    console.log(
      `    latency per render: Herald ${median(product.latencies).toFixed(0)} ms, raw ${median(raw.latencies).toFixed(0)} ms, added ${spread(added, 0)} ms (target ≤ 250)`,
    )
    console.log(
      `    peak memory of the Chromium tree (PSS / RSS summed): Herald ${mib(product.peakChromium.pss)} / ${mib(product.peakChromium.rss)}, raw ${mib(raw.peakChromium.pss)} / ${mib(raw.peakChromium.rss)}`,
    )
  }
  console.log(`  peak RSS of this Node process (both sides) ${mib(result.peakNodeRss)}`)
  console.log(
    `  Chromium processes (both browsers): at most ${result.peakChromiumProcesses} alive, ${result.chromiumSeen} seen, ${result.orphans} left after closing (target 0)`,
  )
}

async function email() {
  const n = Number(flags.n ?? 1000)
  const { rounds, versions } = await emailBenchmark({ n, rounds: RUNS })
  const of = (pick: (r: (typeof rounds)[number]) => number) => rounds.map(pick)
  const perMessage = (pick: (r: (typeof rounds)[number]) => number) => median(of(pick)).toFixed(2)
  console.log(
    `\nEmail: ${n} messages, one 200 KB PDF and 2 recipients each, to a discarding SMTP sink (${RUNS} interleaved rounds after a warm-up; ${versions})`,
  )
  console.log(
    `  Herald (delivery ledger + worker)  ${spread(
      of((r) => r.herald),
      0,
    )} msg/s`,
  )
  console.log(
    `  raw nodemailer pool (5)            ${spread(
      of((r) => r.raw),
      0,
    )} msg/s`,
  )
  console.log(
    `  ratio                              ${spread(
      of((r) => r.herald / r.raw),
      2,
    )} (target ≥ 0.8)`,
  )
  console.log(
    `  CPU per message (this process)     Herald ${spread(
      of((r) => r.heraldCpuMs),
      2,
    )} ms, raw ${spread(
      of((r) => r.rawCpuMs),
      2,
    )} ms`,
  )
  console.log('  database work per message (statements counted in this process; rows from pg_stat_database)')
  console.log(
    `    createDelivery (outbox)  ${perMessage((r) => r.create.writes)} writes, ${perMessage((r) => r.create.all)} statements, ${perMessage((r) => r.create.commits)} transactions`,
  )
  console.log(
    `    worker (send)            ${perMessage((r) => r.send.writes)} writes + ${perMessage((r) => r.send.locks)} row locks, ${perMessage((r) => r.send.all)} statements, ${perMessage((r) => r.send.commits)} transactions`,
  )
  console.log(
    `    total                    ${perMessage((r) => r.create.writes + r.send.writes)} write statements (target ≤ 4), ${perMessage((r) => r.rowsWritten)} rows written`,
  )
}

async function powerbiEmbedded() {
  const rows = Number(flags.rows ?? 100)
  const latencyMs = Number(flags.latency ?? 200)
  const r = await powerBiEmbeddedBurstBenchmark({ rows, latencyMs })
  const floor = r.concurrency / r.single
  const rate = rows / r.makespan
  console.log(
    `\nPower BI without capacity: ${rows} rows (Sales/Region filter, 2 pages, PDF) through powerbi-client in the browser pool at concurrency ${r.concurrency}, fake reportEmbed rendering after ${latencyMs} ms (Chromium ${r.chromium})`,
  )
  console.log(
    `  one file alone        ${r.single.toFixed(2)} s (median of 3) → floor ${floor.toFixed(2)} files/s`,
  )
  console.log(`  ${rows} files            ${r.makespan.toFixed(1)} s = ${rate.toFixed(2)} files/s`)
  console.log(`  efficiency            ${(rate / floor).toFixed(2)} (target ≥ 0.8)`)
  console.log(`  files not showing exactly their own region: ${r.wrong} (target 0)`)
}

async function burst() {
  const rows = Number(flags.rows ?? 1000)
  const r = await burstBenchmark({ rows, sample: 20 })
  const raw = (r.rawRate.before + r.rawRate.after) / 2
  const floor = rows / raw
  console.log(
    `\nBurst: one SAMPLE job with ${rows} rows (five regions in turn, one To each), Run now over HTTP, RENDER_CONCURRENCY 2 (Chromium ${r.versions.chromium}, ${r.versions.postgres})`,
  )
  console.log(
    `  files   all GENERATED after ${r.filesDone.toFixed(1)} s = ${(rows / r.filesDone).toFixed(2)} files/s`,
  )
  console.log(
    `  emails  all SENT after ${r.emailsDone.toFixed(1)} s (makespan) = ${(rows / r.emailsDone).toFixed(2)} emails/s; ${(rows / r.emailSpan).toFixed(2)}/s from the first delivery recorded`,
  )
  console.log(
    `  floor   raw Chromium on the same HTML at concurrency 2: ${raw.toFixed(2)} renders/s (before ${r.rawRate.before.toFixed(2)}, after ${r.rawRate.after.toFixed(2)}) → ${floor.toFixed(0)} s; efficiency ${(floor / r.emailsDone).toFixed(2)} (target ≥ 0.8)`,
  )
  console.log(
    `  memory  peak RSS of the Herald process ${mib(r.peak.nodeRss)}; Chromium below it ${mib(r.peak.chromiumPss)} PSS / ${mib(r.peak.chromiumRss)} RSS summed`,
  )
  console.log(
    `  Chromium processes: at most ${r.peak.chromiumProcesses} alive during the run, ${r.chromiumSeen} seen, ${r.orphans} left after stop (target 0)`,
  )
  console.log(
    `  checked ${r.checked.envelopes} envelopes (one per row, its own To only), ${r.checked.subjects} subjects and ${r.checked.pdfs} PDFs (pdftotext) name their own region only`,
  )
  console.log(`  GET /api/user-jobs/user-job-executions/{jobId} after the run: ${r.historyMs.toFixed(0)} ms`)
}

async function filesBurst() {
  const rows = Number(flags.rows ?? 500)
  const r = await filesBurstBenchmark(rows)
  console.log(
    `\nFiles at scale: one SAMPLE job with ${rows} rows, PostgreSQL + S3 (s3rver), web+scheduler in one process`,
  )
  console.log(`  one worker process at RENDER_CONCURRENCY 2:   makespan ${r.oneProcess.toFixed(1)} s`)
  console.log(`  two worker processes at RENDER_CONCURRENCY 1: makespan ${r.twoProcesses.toFixed(1)} s`)
  console.log(
    `  ratio ${(r.oneProcess / r.twoProcesses).toFixed(2)} (two processes' throughput against one's; target ≥ 0.9); ` +
      `${((rows / r.oneProcess) * 60).toFixed(0)} vs ${((rows / r.twoProcesses) * 60).toFixed(0)} renders/min`,
  )
  console.log(
    `  checked ${r.checked} emails, one per row to its own address naming its own region; ${r.objects} objects in the bucket`,
  )
}

async function tableau() {
  const rows = Number(flags.rows ?? 200)
  const latencyMs = Number(flags.latency ?? 40)
  const r = await tableauBurstBenchmark({ rows, latencyMs })
  console.log(
    `\nTableau burst: one job with ${rows} rows on the fake Tableau server (${latencyMs} ms per call), Run now over HTTP, TABLEAU_CONCURRENCY 2`,
  )
  console.log(
    `  files   all GENERATED after ${r.filesDone.toFixed(1)} s = ${(rows / r.filesDone).toFixed(2)} files/s`,
  )
  console.log(`  emails  all SENT after ${r.emailsDone.toFixed(1)} s`)
  console.log(
    `  floor   the run's ${r.calls} Tableau calls (${(r.calls / rows).toFixed(1)} per file) from 2 bare fetch loops: ${r.floor.toFixed(1)} s = ${(rows / r.floor).toFixed(2)} files/s; efficiency ${(r.floor / r.filesDone).toFixed(2)} (target ≥ 0.8)`,
  )
}

async function powerbi() {
  const rows = Number(flags.rows ?? 200)
  const latencyMs = Number(flags.latency ?? 1000)
  const r = await powerBiBurstBenchmark({ rows, latencyMs })
  console.log(
    `\nPower BI burst (capacity): one job with ${rows} rows, Export To File on the fake Power BI server (${latencyMs} ms per export), Run now over HTTP, ${POWERBI_CAP} exports per capacity and account`,
  )
  console.log(
    `  files   all GENERATED after ${r.filesDone.toFixed(1)} s = ${(rows / r.filesDone).toFixed(2)} files/s`,
  )
  console.log(`  emails  all SENT after ${r.emailsDone.toFixed(1)} s`)
  console.log(
    `  floor   the same ${rows} exports from ${POWERBI_CAP} bare fetch loops: ${r.floor.toFixed(1)} s = ${(rows / r.floor).toFixed(2)} files/s; efficiency ${(r.floor / r.filesDone).toFixed(2)} (target ≥ 0.8)`,
  )
}

async function bundle() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'herald-bench-bundle-'))
  const herald = await startHerald(dataDir)
  const base = herald.url.replace('/api/health', '')
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(7)} KiB`
  try {
    const login = await measureLoginJs(base)
    const app = await measureAppJs(base, dataDir)
    console.log('\nJavaScript a browser downloads (gzip -9; each line adds only what was not loaded before)')
    console.log(
      `  ${kib(login.total)}  /login (target ≤ 150 KiB: ${login.total <= 150 * 1024 ? 'met' : 'MISSED'})`,
    )
    console.log(
      `  ${kib(app.jobSummary.total)}  /user-jobs signed in, from an empty cache (target ≤ 300 KiB: ${app.jobSummary.total <= 300 * 1024 ? 'met' : 'MISSED'})`,
    )
    console.log(`  ${kib(app.wizard.total)}  + wizard step 2`)
    console.log(`  ${kib(app.emailStep.total)}  + wizard step 3 (the editor)`)
    const editorIn = (where: { editor: boolean }) => (where.editor ? 'YES' : 'no')
    console.log(
      `  editor chunk loaded by /login: ${login.files.some((f) => /rich-text-editor/.test(f.url)) ? 'YES' : 'no'}, by Job Summary: ${editorIn(app.jobSummary)}, by step 2: ${editorIn(app.wizard)}, by step 3: ${editorIn(app.emailStep)} (target: step 3 only)`,
    )
  } finally {
    await herald.stop()
  }
}

function upload() {
  const n = Number(flags.rows ?? 10_000)
  const r = uploadParseBenchmark(n, RUNS)
  console.log(
    `\nUpload parsing, ${n} rows (median of ${RUNS}; in the browser this runs in a Web Worker, off the page's thread)`,
  )
  for (const [kind, x] of Object.entries(r)) {
    console.log(
      `  ${kind.toUpperCase().padEnd(5)} ${(x.bytes / 1024).toFixed(0).padStart(5)} KiB  wizard parser + §5 checks ${x.product.toFixed(0)} ms, bare parser ${x.raw.toFixed(0)} ms (${(x.product / x.raw).toFixed(2)}×)`,
    )
  }
}
