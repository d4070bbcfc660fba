// The scale-out section of `npm run bench`: a Power BI capacity burst with 1, 2 and 4 worker processes
// (bench/scaleout.ts), then the 10,000-row burst with 4, which the history and memory targets are about.
// `--rows` sets one burst instead (the history and memory line then speaks of it), `--processes` its scenarios.
import { describeParts } from '../cpu-by-part.ts'
import { flags, mib } from '../figures.ts'
import { scaleoutBenchmark, SLOTS_PER_WORKER, type ScaleoutScenario } from '../scaleout.ts'
import { record } from '../summary.ts'

const TARGET_RATIO = 3.2
const HISTORY_MS = 200
const RSS_GROWTH = 0.1

const THROUGHPUT_ROWS = 2000
const LONG_BURST_ROWS = 10_000

export async function scaleout() {
  const rows = Number(flags.rows ?? THROUGHPUT_ROWS)
  const latencyMs = Number(flags.latency ?? 1000)
  const processes = (flags.processes ?? '1,2,4').split(',').map(Number)
  if (!processes.every((n) => Number.isInteger(n) && n >= 1))
    throw new Error(`--processes takes whole numbers from 1, comma-separated, not ${flags.processes}`)
  const scenarios = await scaleoutBenchmark({ rows, processes, latencyMs })
  print(rows, latencyMs, scenarios)
  const one = scenarios.find((s) => s.processes === 1)
  const most = scenarios.reduce((a, b) => (b.processes > a.processes ? b : a))
  if (one && most !== one) {
    const ratio = most.filesPerSecond / one.filesPerSecond
    record({
      name: 'scaleout',
      figure: `${ratio.toFixed(2)}× one worker process with ${most.processes} (${rows} rows: ${one.filesPerSecond.toFixed(1)} → ${most.filesPerSecond.toFixed(1)} files/s), every row mailed once`,
      target: most.processes === 4 ? `≥ ${TARGET_RATIO}× with 4` : '',
      met: most.processes === 4 ? ratio >= TARGET_RATIO : undefined,
    })
  }
  if (flags.rows !== undefined) return recordLongBurst(rows, most)
  // A 2,000-row burst with 4 workers lasts half a minute, about as long as their heaps take to reach their working
  // size: the history and memory targets are the 10,000-row burst's.
  const long = await scaleoutBenchmark({ rows: LONG_BURST_ROWS, processes: [4], latencyMs })
  print(LONG_BURST_ROWS, latencyMs, long)
  recordLongBurst(LONG_BURST_ROWS, long[0]!)
}

function recordLongBurst(rows: number, s: ScaleoutScenario) {
  record({
    name: `scaleout ${rows} rows`,
    figure: `${s.processes} worker process(es): every row once, Job History's first page ${s.historyMs.toFixed(0)} ms, worker RSS ${pct(rssGrowth(s))}`,
    target: `≤ ${HISTORY_MS} ms, RSS within ${RSS_GROWTH * 100} %`,
    met: s.historyMs <= HISTORY_MS && Math.abs(rssGrowth(s)) <= RSS_GROWTH,
  })
}

function print(rows: number, latencyMs: number, scenarios: ScaleoutScenario[]) {
  console.log(
    `\nScale-out on the waiting path: a Power BI capacity job of ${rows} rows (fake Export To File answering after ${latencyMs} ms, caps raised out of the way), web + scheduler in one process, worker processes at RENDER_CONCURRENCY ${SLOTS_PER_WORKER}; Run now → last email SENT`,
  )
  const one = scenarios.find((s) => s.processes === 1)
  for (const s of scenarios) {
    const q = s.database.queue
    console.log(
      `  ${s.processes} worker process(es): ${s.seconds.toFixed(1)} s = ${s.filesPerSecond.toFixed(2)} files/s${one ? ` = ${(s.filesPerSecond / one.filesPerSecond).toFixed(2)}× one` : ''}; ${s.checked} rows mailed once each to their own recipient`,
    )
    console.log(
      `    queue (pg-boss) per file: ${q.inserted.toFixed(2)} rows inserted, ${q.updated.toFixed(2)} updated, ${q.deleted.toFixed(2)} deleted, ${q.scans.toFixed(1)} scans; whole database ${s.database.commits.toFixed(1)} transactions, ${s.database.rowsWritten.toFixed(1)} rows written`,
    )
    const st = s.statements
    console.log(
      `    statements per file (counted in the web and worker processes): ${st.queue.toFixed(1)} on the queue (pg-boss), ${st.all.toFixed(1)} in all, ${st.writes.toFixed(1)} writes, ${st.commits.toFixed(1)} explicit COMMITs`,
    )
    console.log(`    machine CPU per file, by part (ms): ${describeParts([s.cpu])}`)
    console.log(
      `    worker RSS, median over 10–20 % → 90–100 % of the burst: ${s.rss.early.map((b, i) => `${mib(b)} → ${mib(s.rss.end[i]!)}`).join(', ')} (largest growth ${pct(rssGrowth(s))}; target ≤ 10 %)`,
    )
    console.log(
      `    Job History's first page ${s.historyMs.toFixed(0)} ms (median of 5; target ≤ ${HISTORY_MS} ms); the run's ${s.checked} files ${s.runFilesMs.toFixed(0)} ms`,
    )
  }
}

/** The largest RSS change of a worker (median over 10–20 % of the burst → over its last 10 %), as a fraction. */
const rssGrowth = (s: ScaleoutScenario) =>
  s.rss.early.reduce((worst, early, i) => {
    const growth = (s.rss.end[i]! - early) / early
    return Math.abs(growth) > Math.abs(worst) ? growth : worst
  }, 0)

const pct = (fraction: number) => `${fraction >= 0 ? '+' : ''}${(fraction * 100).toFixed(1)} %`
