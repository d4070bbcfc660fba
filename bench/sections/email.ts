// The email section of `npm run bench`: Herald's delivery ledger against the durable peer (pg-boss +
// nodemailer, bench/baseline/durable-peer.ts) and raw nodemailer, with the CPU by part of all three.
import { describeParts } from '../cpu-by-part.ts'
import type { StatementCounts } from '../count-statements.ts'
import { emailBenchmark, type EmailRound } from '../email-throughput.ts'
import { flags, median, RUNS, spread } from '../figures.ts'
import { record } from '../summary.ts'

const PEER = 'durable peer (pg-boss + nodemailer)'

export async function email() {
  const n = Number(flags.n ?? 1000)
  const { rounds, versions } = await emailBenchmark({ n, rounds: RUNS })
  const of = (pick: (r: EmailRound) => number) => rounds.map(pick)
  const perMessage = (pick: (r: EmailRound) => number) => median(of(pick)).toFixed(2)
  const line = (label: string, value: string) => console.log(`  ${label.padEnd(36)} ${value}`)
  console.log(
    `\nEmail: ${n} messages, one 200 KB PDF and 2 recipients each, to a discarding SMTP sink (${RUNS} interleaved rounds after a warm-up; ${versions})`,
  )
  line(
    'Herald (delivery ledger + worker)',
    `${spread(
      of((r) => r.herald),
      0,
    )} msg/s`,
  )
  line(
    PEER,
    `${spread(
      of((r) => r.peer),
      0,
    )} msg/s`,
  )
  line(
    'raw nodemailer pool (5)',
    `${spread(
      of((r) => r.raw),
      0,
    )} msg/s`,
  )
  line(
    'Herald ÷ durable peer',
    `${spread(
      of((r) => r.herald / r.peer),
      2,
    )} (target ≥ 1.0)`,
  )
  line(
    'Herald ÷ raw nodemailer',
    `${spread(
      of((r) => r.herald / r.raw),
      2,
    )} (reported)`,
  )
  line(
    'CPU per message (this process)',
    `Herald ${spread(
      of((r) => r.heraldCpuMs),
      2,
    )} ms, peer ${spread(
      of((r) => r.peerCpuMs),
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
  console.log(`    peer    ${describeParts(rounds.map((r) => r.peerParts))}`)
  console.log(`    raw     ${describeParts(rounds.map((r) => r.rawParts))}`)
  console.log('  database work per message (statements counted in this process; rows from pg_stat_database)')
  const phase = (label: string, pick: (r: EmailRound) => StatementCounts) =>
    console.log(
      `    ${label.padEnd(24)} ${perMessage((r) => pick(r).writes)} writes + ${perMessage((r) => pick(r).locks)} row locks, ${perMessage((r) => pick(r).all)} statements, ${perMessage((r) => pick(r).commits)} transactions`,
    )
  phase('Herald createDelivery', (r) => r.create)
  phase('Herald worker (send)', (r) => r.send)
  console.log(
    `    Herald total             ${perMessage((r) => r.create.writes + r.send.writes)} write statements (target ≤ 4), ${perMessage((r) => r.rowsWritten)} rows written`,
  )
  phase('peer enqueue (outbox)', (r) => r.peerCreate)
  phase('peer worker (send)', (r) => r.peerSend)
  const ratio = median(of((r) => r.herald / r.peer))
  const writes = median(of((r) => r.create.writes + r.send.writes))
  record({
    name: 'email',
    figure: `${spread(
      of((r) => r.herald / r.peer),
      2,
    )}× ${PEER}, ${median(of((r) => r.herald / r.raw)).toFixed(2)}× raw nodemailer, ${writes.toFixed(2)} writes per message (${median(of((r) => r.herald)).toFixed(0)} msg/s)`,
    target: '≥ 1.0× durable peer, ≤ 4 writes',
    met: ratio >= 1 && writes <= 4,
  })
}
