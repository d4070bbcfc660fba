import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { HeraldProcess } from './support/herald-process.ts'
import { startHeraldOnOwnDatabase } from './support/herald-own-database.ts'
import { budgetProblem, chunkName, scriptBudgets } from './support/script-budgets.ts'
import { measureJobSummaryJs, measureLoginJs } from './support/script-weights.ts'

/**
 * The JavaScript budgets of the first screens, measured as a browser downloads them from the built app (the
 * same measure as `npm run bench -- bundle`): a change that makes /login or Job Summary heavier fails here,
 * naming the chunks.
 */
describe('script budgets', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'herald-e2e-budget-'))
  let herald: HeraldProcess
  beforeAll(async () => {
    herald = await startHeraldOnOwnDatabase({ DATA_DIR: dataDir })
  })
  afterAll(async () => {
    await herald?.stop()
  })

  it('/login and Job Summary stay within their budgets', async () => {
    const login = await measureLoginJs(herald.url)
    const jobSummary = await measureJobSummaryJs(herald.url, dataDir)
    expect(budgetProblem('/login', login.files, scriptBudgets.login)).toBeUndefined()
    expect(budgetProblem('Job Summary', jobSummary.files, scriptBudgets.jobSummary)).toBeUndefined()
    expect(jobSummary.editor, 'the editor chunk belongs to step 3 only').toBe(false)
    // The early script starts every file of Job Summary's code that the app's entry would fetch after it has run.
    const html = await (await fetch(`${herald.url}/user-jobs`)).text()
    const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]!)
    const early = scripts.find((src) => /early-requests-[\w-]+\.js$/.test(src))!
    const earlyCode = await (await fetch(`${herald.url}${early}`)).text()
    const pageChunks = jobSummary.files.map((f) => f.url).filter((url) => !scripts.includes(url))
    expect(pageChunks.map(chunkName)).toContain('job-summary')
    for (const url of pageChunks) expect(earlyCode, `${url} is preloaded on Job Summary`).toContain(url)
  })

  it('fails, naming the chunk, when a build puts more code on /login', async () => {
    const login = await measureLoginJs(herald.url)
    const entry = [...login.files].sort((a, b) => b.gzip - a.gzip)[0]!
    const chunk = path.basename(entry.url)
    const padded = await measureLoginJs(herald.url, {
      match: new RegExp(`/${chunk.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
      bytes: scriptBudgets.login,
    })
    const problem = budgetProblem('/login', padded.files, scriptBudgets.login)
    const budget = (scriptBudgets.login / 1024).toFixed(1)
    expect(problem).toMatch(
      new RegExp(`^/login downloads [\\d.]+ KiB of JavaScript \\(gzip -9\\), over its ${budget} KiB budget`),
    )
    expect(problem).toContain(chunk.replace(/-[\w-]{8}\.js$/, ''))
  })
})
