// Sections of `npm run bench` about the web app: JavaScript per screen, and the wizard's upload parser.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { scriptBudgets } from '../../e2e/support/script-budgets.ts'
import { measureAppJs, measureLoginJs } from '../../e2e/support/script-weights.ts'
import { flags, fmt, median, RUNS, spread } from '../figures.ts'
import { lighthouseBenchmark } from '../lighthouse.ts'
import { startHerald } from '../startup.ts'
import { record } from '../summary.ts'
import { uploadParseBenchmark } from '../upload-parse.ts'

export async function bundle() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'herald-bench-bundle-'))
  const herald = await startHerald(dataDir)
  const base = herald.url.replace('/api/health', '')
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(7)} KiB`
  const budget = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`
  try {
    const login = await measureLoginJs(base)
    const app = await measureAppJs(base, dataDir)
    console.log('\nJavaScript a browser downloads (gzip -9; each line adds only what was not loaded before)')
    console.log(
      `  ${kib(login.total)}  /login (budget ≤ ${budget(scriptBudgets.login)}: ${login.total <= scriptBudgets.login ? 'met' : 'MISSED'})`,
    )
    console.log(
      `  ${kib(app.jobSummary.total)}  /user-jobs signed in, from an empty cache (budget ≤ ${budget(scriptBudgets.jobSummary)}: ${app.jobSummary.total <= scriptBudgets.jobSummary ? 'met' : 'MISSED'})`,
    )
    console.log(`  ${kib(app.wizard.total)}  + wizard step 2`)
    console.log(`  ${kib(app.emailStep.total)}  + wizard step 3 (the editor)`)
    const editorIn = (where: { editor: boolean }) => (where.editor ? 'YES' : 'no')
    const editorOnlyInStep3 =
      !login.files.some((f) => /rich-text-editor/.test(f.url)) &&
      !app.jobSummary.editor &&
      !app.wizard.editor &&
      app.emailStep.editor
    record({
      name: 'bundle',
      figure: `/login ${(login.total / 1024).toFixed(1)} KiB, Job Summary ${(app.jobSummary.total / 1024).toFixed(1)} KiB, editor ${editorOnlyInStep3 ? 'in step 3 only' : 'loaded elsewhere'}`,
      target: `≤ ${budget(scriptBudgets.login)}, ≤ ${budget(scriptBudgets.jobSummary)}, step 3 only`,
      met:
        login.total <= scriptBudgets.login &&
        app.jobSummary.total <= scriptBudgets.jobSummary &&
        editorOnlyInStep3,
    })
    console.log(
      `  editor chunk loaded by /login: ${login.files.some((f) => /rich-text-editor/.test(f.url)) ? 'YES' : 'no'}, by Job Summary: ${editorIn(app.jobSummary)}, by step 2: ${editorIn(app.wizard)}, by step 3: ${editorIn(app.emailStep)} (target: step 3 only)`,
    )
  } finally {
    await herald.stop()
  }
}

export function upload() {
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
  record({
    name: 'upload',
    figure: Object.entries(r)
      .map(
        ([kind, x]) =>
          `${kind.toUpperCase()} ${x.product.toFixed(0)} ms (${(x.product / x.raw).toFixed(2)}× bare)`,
      )
      .join(', '),
    target: '',
  })
}

export async function lighthouse() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'herald-bench-lighthouse-'))
  const herald = await startHerald(dataDir)
  try {
    const pages = await lighthouseBenchmark(herald.url.replace('/api/health', ''), dataDir, RUNS)
    console.log(
      `\nLighthouse, default mobile profile, ${RUNS} interleaved runs per page from an empty cache (median (min–max))`,
    )
    for (const p of pages) {
      console.log(
        `  ${p.page.padEnd(11)} performance ${spread(p.performance, 0)}, accessibility ${spread(p.accessibility, 0)}; FCP ${fmt(p.fcp)}, LCP ${fmt(p.lcp)}, TBT ${fmt(p.tbt)}`,
      )
      for (const [id, title] of p.failing) console.log(`    failing: ${id} — ${title}`)
    }
    record({
      name: 'lighthouse',
      figure: pages.map((p) => `${p.page} ${median(p.performance)}/${median(p.accessibility)}`).join(', '),
      target: 'performance ≥ 90, accessibility ≥ 95 on each page',
      met: pages.every((p) => median(p.performance) >= 90 && median(p.accessibility) >= 95),
    })
  } finally {
    await herald.stop()
  }
}
