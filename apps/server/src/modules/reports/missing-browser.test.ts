import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInClient } from '../../../test/auth-flows.ts'
import { createReportJob, regionRow, runFiles, runNow, waitForRun } from '../../../test/report-jobs.ts'
import { startTestHerald, startWorkerBeside, type TestHerald } from '../../../test/start-test-herald.ts'
import type { HeraldProcess } from '../../../test/herald-process.ts'

/**
 * Issue 14 §1: a machine without the browser. A worker started with CHROMIUM_PATH at nothing says so at
 * start in one line, and a run's history says what to do (never the launcher's raw error), at once.
 */
const missing = '/nonexistent/herald-test/chromium'
const dataDir = mkdtempSync(path.join(tmpdir(), 'herald-no-browser-'))
let t: TestHerald
let worker: HeraldProcess

async function until(what: string, check: () => boolean, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

beforeAll(async () => {
  t = await startTestHerald({ ROLES: 'web,scheduler', DATA_DIR: dataDir })
  worker = startWorkerBeside(t, { CHROMIUM_PATH: missing })
}, 60_000)
afterAll(async () => {
  await worker?.stop()
  await t?.stop()
})

describe('a worker whose CHROMIUM_PATH points at no browser', () => {
  it('says so in one line at start, and a run fails at once saying what to do', async () => {
    const expected = `Reports cannot be rendered: no Chromium at ${missing}.`
    await until('the start-up line', () => worker.output().includes(expected))
    const line = worker
      .output()
      .split('\n')
      .find((l) => l.includes(expected))!
    expect(line).toContain('CHROMIUM_PATH')
    expect(line).toContain('chromium, fonts-dejavu-core, fonts-liberation')

    const { client } = await signedInClient(t.client(), t.smtp)
    const jobId = await createReportJob(client, { rows: [regionRow('East', 'nobrowser')] })
    const runId = await runNow(client, jobId)
    const run = await waitForRun(client, jobId, runId)
    expect(run).toMatchObject({ runStatus: 'FAILED', generated: 0, failed: 1 })
    const [file] = await runFiles(client, jobId, runId)
    expect(file!.error).toContain(expected)
    expect(file!.error).toContain('set CHROMIUM_PATH to a Chromium or Chrome executable')
    expect(`${run.reason} ${file!.error}`).not.toMatch(/browserType|executable doesn't exist/)
  }, 120_000)
})
