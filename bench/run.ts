// npm run bench — every benchmark of README.md, each beside its baseline in the same run, then one summary
// line per benchmark (bench/summary.ts). The sections live in bench/sections/, by area.
import { describeParts } from './cpu-by-part.ts'
import { emailBenchmark } from './email-throughput.ts'
import { flags, median, only, RUNS, spread } from './figures.ts'
import { burst, filesBurst, powerbi, powerbiEmbedded, tableau } from './sections/bursts.ts'
import { memory, render } from './sections/render.ts'
import { herd, list, startup } from './sections/server.ts'
import { bundle, lighthouse, upload } from './sections/web.ts'
import { printSummary, record } from './summary.ts'

const wanted = (name: string) => only.length === 0 || only.includes(name)

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
if (wanted('memory')) await memory()
if (wanted('lighthouse')) await lighthouse()
printSummary()

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
  console.log(
    '  machine CPU per message, by part (ms; medians; this process by thread, then other processes)',
  )
  console.log(`    Herald  ${describeParts(rounds.map((r) => r.heraldParts))}`)
  console.log(`    raw     ${describeParts(rounds.map((r) => r.rawParts))}`)
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
  const ratio = median(of((r) => r.herald / r.raw))
  const writes = median(of((r) => r.create.writes + r.send.writes))
  record({
    name: 'email',
    figure: `${spread(
      of((r) => r.herald / r.raw),
      2,
    )}× raw nodemailer, ${writes.toFixed(2)} writes per message`,
    target: '≥ 0.8×, ≤ 4 writes',
    met: ratio >= 0.8 && writes <= 4,
  })
}
