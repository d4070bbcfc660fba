// Sections of `npm run bench` about bursts: the sample source end to end, files at scale, Tableau, Power BI.
import { burstBenchmark } from '../burst.ts'
import { describeParts } from '../cpu-by-part.ts'
import { flags, median, mib, spread } from '../figures.ts'
import { filesBurstBenchmark, type ChromiumTopology } from '../files-burst.ts'
import { POWERBI_CAP, powerBiBurstBenchmark } from '../powerbi-burst.ts'
import { powerBiEmbeddedBurstBenchmark } from '../powerbi-embedded-burst.ts'
import { record } from '../summary.ts'
import { tableauBurstBenchmark } from '../tableau-burst.ts'

export async function burst() {
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
  const efficiency = floor / r.emailsDone
  record({
    name: 'burst',
    figure: `efficiency ${efficiency.toFixed(2)} (${rows} rows in ${r.emailsDone.toFixed(1)} s), ${r.orphans} Chromium left`,
    target: '≥ 0.8, 0 left',
    met: efficiency >= 0.8 && r.orphans === 0,
  })
}

export async function filesBurst() {
  const rows = Number(flags.rows ?? 500)
  const topologies: ChromiumTopology[] = ['own', 'shared']
  if (flags.chromium && !topologies.includes(flags.chromium as ChromiumTopology))
    throw new Error(`--chromium takes own or shared, not ${flags.chromium}`)
  const rounds = Number(flags.rounds ?? 1)
  if (!Number.isInteger(rounds) || rounds < 1)
    throw new Error(`--rounds takes a whole number of rounds from 1, not ${flags.rounds}`)
  for (const chromium of topologies.filter((t) => !flags.chromium || t === flags.chromium)) {
    const r = await filesBurstBenchmark(rows, chromium, rounds)
    const where =
      chromium === 'own'
        ? 'each worker on a Chromium it launches'
        : 'the workers on one remote Chromium (CDP)'
    const ratios = r.oneProcess.map((one, i) => one / r.twoProcesses[i]!)
    const perMinute = (seconds: number[]) =>
      spread(
        seconds.map((s) => (rows / s) * 60),
        0,
      )
    console.log(
      `\nFiles at scale: one SAMPLE job with ${rows} rows, PostgreSQL + S3 (s3rver), web+scheduler in one process, ${where}, ${rounds} interleaved round(s)`,
    )
    console.log(`  one worker process at RENDER_CONCURRENCY 2:   makespan ${spread(r.oneProcess)} s`)
    console.log(`  two worker processes at RENDER_CONCURRENCY 1: makespan ${spread(r.twoProcesses)} s`)
    console.log(
      `  ratio ${spread(ratios, 2)} (two processes' throughput against one's, per round; target ≥ 0.9); ` +
        `${perMinute(r.oneProcess)} vs ${perMinute(r.twoProcesses)} renders/min`,
    )
    console.log('  machine CPU per file, by part (ms; medians; Chromium with its reaped renderers)')
    console.log(`    one process   ${describeParts(r.oneProcessCpu, 0)}`)
    console.log(`    two processes ${describeParts(r.twoProcessesCpu, 0)}`)
    console.log(
      `  checked ${r.checked} emails, one per row to its own address naming its own region; ${r.objects} objects in the bucket`,
    )
    record({
      name: `files (${chromium} Chromium)`,
      figure: `two worker processes ${spread(ratios, 2)}× one's throughput`,
      target: '≥ 0.9×',
      met: median(ratios) >= 0.9,
    })
  }
}

export async function tableau() {
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
  record({
    name: 'tableau',
    figure: `efficiency ${(r.floor / r.filesDone).toFixed(2)} (${rows} files in ${r.filesDone.toFixed(1)} s)`,
    target: '≥ 0.8',
    met: r.floor / r.filesDone >= 0.8,
  })
}

export async function powerbi() {
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
  record({
    name: 'powerbi',
    figure: `efficiency ${(r.floor / r.filesDone).toFixed(2)} (${rows} files in ${r.filesDone.toFixed(1)} s)`,
    target: '≥ 0.8',
    met: r.floor / r.filesDone >= 0.8,
  })
}

export async function powerbiEmbedded() {
  const rows = Number(flags.rows ?? 200)
  const latencyMs = Number(flags.latency ?? 1000) // as the capacity path: a real report takes seconds to render
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
  record({
    name: 'powerbi-embedded',
    figure: `efficiency ${(rate / floor).toFixed(2)}, ${r.wrong} files with another region`,
    target: '≥ 0.8, 0 wrong',
    met: rate / floor >= 0.8 && r.wrong === 0,
  })
}
