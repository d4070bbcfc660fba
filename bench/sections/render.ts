// Sections of `npm run bench` about rendering: throughput against raw Chromium, and memory over a long run (B4).
import { flags, median, mib, RUNS, spread } from '../figures.ts'
import { FIRST_MARK, memoryBenchmark } from '../memory.ts'
import { renderBenchmark } from '../render-throughput.ts'
import { record } from '../summary.ts'

export async function render() {
  const renders = Number(flags.renders ?? 12)
  const result = await renderBenchmark({ concurrency: [1, 2], renders, rounds: RUNS })
  console.log(
    `\nRender: Sales Overview, ${result.pdfPages} pages 1280×720 to PDF, filtered by region (${renders} renders per side and round, ${RUNS} interleaved rounds after a warm-up; Chromium ${result.chromium})`,
  )
  for (const { concurrency, product, raw } of result.levels) {
    const ratios = product.rates.map((r, i) => r / raw.rates[i]!)
    const added = product.latencies.map((l, i) => l - raw.latencies[i]!)
    record({
      name: `render c=${concurrency}`,
      figure: `${spread(ratios, 2)}× raw Chromium, added latency ${median(added).toFixed(0)} ms`,
      target: '≥ 0.8×, ≤ 250 ms added',
      met: median(ratios) >= 0.8 && median(added) <= 250,
    })
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
  record({
    name: 'render orphans',
    figure: `${result.orphans} Chromium processes left after closing`,
    target: '0',
    met: result.orphans === 0,
  })
}

export async function memory() {
  const renders = Number(flags.renders ?? 1000)
  const r = await memoryBenchmark(renders)
  const [first, last] = [r.marks[0]!, r.marks.at(-1)!]
  const growth = (pick: (m: typeof first) => number) => pick(last) / pick(first) - 1
  const pct = (x: number) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(1)} %`
  console.log(
    `\nMemory over a long run (B4): ${renders} renders of Sales Overview (PDF, regions in turn) through one browser pool at concurrency 1, in ${r.seconds.toFixed(0)} s`,
  )
  for (const m of r.marks) {
    console.log(
      `  render ${String(m.render).padStart(5)}  Node RSS ${mib(m.nodeRss)}, Chromium tree PSS ${mib(m.chromiumPss)} (${m.chromiumProcesses} processes)`,
    )
  }
  console.log(
    `  growth from render ${FIRST_MARK}: Node RSS ${pct(growth((m) => m.nodeRss))}, Chromium PSS ${pct(growth((m) => m.chromiumPss))} (target ≤ +10 % each)`,
  )
  console.log(`  Chromium processes: ${r.chromiumSeen} seen, ${r.orphans} left after closing (target 0)`)
  const flat = growth((m) => m.nodeRss) <= 0.1 && growth((m) => m.chromiumPss) <= 0.1
  record({
    name: 'memory',
    figure: `render ${FIRST_MARK}→${renders}: Node RSS ${pct(growth((m) => m.nodeRss))}, Chromium PSS ${pct(growth((m) => m.chromiumPss))}, ${r.orphans} Chromium left`,
    target: '≤ +10 % each, 0 left',
    met: flat && r.orphans === 0,
  })
}
