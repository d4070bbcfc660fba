import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInClient } from '../../../test/auth-flows.ts'
import type { HttpClient } from '../../../test/http-client.ts'
import {
  burstRows,
  createReportJob,
  crashWorkerWhen,
  expectDeliveredOnce,
  runNow,
  until,
  waitForRun,
} from '../../../test/report-jobs.ts'
import type { SmtpSinkOptions } from '../../../test/smtp-sink.ts'
import { startTestHerald, startWorkerBeside, type TestHerald } from '../../../test/start-test-herald.ts'
import type { HeraldProcess } from '../../../test/herald-process.ts'

/**
 * kill -9 of a worker process mid-render and mid-send (reliability §1.5 F1/F2): after a new worker
 * starts, every expected email arrives exactly once, to its own recipients, carrying its own region.
 */
// Each 250 waits a moment, so an email that was still on its way when its worker died is dropped, not
// accepted unheard (see everyAcceptedEmailRecorded).
const HOLD_MS = 200
const sink: SmtpSinkOptions = { holdBeforeReplyMs: HOLD_MS }
const dataDir = mkdtempSync(path.join(tmpdir(), 'herald-crash-'))
let t: TestHerald
let client: HttpClient
const workers: HeraldProcess[] = []

const startWorker = () => {
  const worker = startWorkerBeside(t, { RENDER_CONCURRENCY: '1', MAIL_RETRY_SECONDS: '1' })
  workers.push(worker)
  return worker
}

beforeAll(async () => {
  t = await startTestHerald({ ROLES: 'web,scheduler', DATA_DIR: dataDir }, sink)
  startWorker()
  client = (await signedInClient(t.client(), t.smtp)).client
}, 60_000)
afterAll(async () => {
  await Promise.all(workers.map((w) => w.stop()))
  await t.stop()
})

describe('a worker killed with kill -9', () => {
  it('mid-render: the files are rendered by the next worker and each email is sent once', async () => {
    const expected = burstRows('render', 8)
    const jobId = await createReportJob(client, { rows: expected })
    const first = workers.at(-1)!
    const runId = await runNow(client, jobId)
    await crashWorkerWhen(
      { client, smtp: t.smtp, jobId, runId },
      expected,
      first,
      (run) => run.generated >= 1 && run.inQueue >= 2,
    )
    await until('the browser of the dead worker to exit', () => first.survivors().length === 0, 15_000)
    startWorker()
    const done = await waitForRun(client, jobId, runId, undefined, 120_000)
    expect(done).toMatchObject({
      runStatus: 'SUCCESS',
      generated: 8,
      failed: 0,
      emailStatus: 'Email Success',
    })
    expectDeliveredOnce(t.smtp, 'render', expected)
  }, 180_000)

  it('mid-send, before the server’s 250: the next worker sends it once', async () => {
    const expected = burstRows('send', 3)
    const jobId = await createReportJob(client, { rows: expected })
    const runId = await runNow(client, jobId)
    sink.holdBeforeReplyMs = 4000
    const sender = workers.at(-1)!
    await until('a message waiting for its 250', () => t.smtp.holding() > 0)
    sender.crash()
    sink.holdBeforeReplyMs = HOLD_MS
    startWorker()
    const done = await waitForRun(client, jobId, runId, undefined, 120_000)
    expect(done).toMatchObject({ runStatus: 'SUCCESS', generated: 3, emailStatus: 'Email Success' })
    expectDeliveredOnce(t.smtp, 'send', expected)
  }, 180_000)
})
