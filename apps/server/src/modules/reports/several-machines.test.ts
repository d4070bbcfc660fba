import { mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import type { ParsedMail } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInClient } from '../../../test/auth-flows.ts'
import { startHeraldProcess, type HeraldProcess } from '../../../test/herald-process.ts'
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
import { startTestS3, type TestS3 } from '../../../test/s3-server.ts'
import {
  startTestHerald,
  startWorkerBeside,
  TEST_SECRET_KEY,
  type TestHerald,
} from '../../../test/start-test-herald.ts'
import { openDatabase, queryRows, type DatabaseHandle } from '../../db/client.ts'
import { createS3FileStore } from '../../platform/storage/s3-file-store.ts'

/**
 * Several machines (DESIGN.md §3): one web, two workers and a scheduler — separate processes, each
 * with a DATA_DIR of its own as on separate machines — on one PostgreSQL and one S3 bucket. A burst
 * of 60 rows survives kill -9 of one worker (restarted as a new machine): every email once, to its own
 * row, with the stored bytes.
 */
const ROWS = 60
let s3: TestS3
let t: TestHerald
let client: HttpClient
let database: DatabaseHandle
const processes: HeraldProcess[] = []
const dataDirs: string[] = []

const machineDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'herald-machine-'))
  dataDirs.push(dir)
  return dir
}

/** A worker machine: one render at a time, its own DATA_DIR, the shared database and bucket. */
const workerMachine = () =>
  startWorkerBeside(t, {
    ...s3.env('burst'),
    DATA_DIR: machineDir(),
    RENDER_CONCURRENCY: '1',
    MAIL_RETRY_SECONDS: '1',
    LOG_LEVEL: 'info',
  })

beforeAll(async () => {
  s3 = await startTestS3()
  // Each 250 waits a moment, so an email that was still on its way when its worker died is dropped, not
  // accepted unheard (see everyAcceptedEmailRecorded).
  t = await startTestHerald(
    { ROLES: 'web', DATA_DIR: machineDir(), ...s3.env('burst') },
    { holdBeforeReplyMs: 200 },
  )
  processes.push(workerMachine(), workerMachine())
  processes.push(
    startHeraldProcess({
      ROLES: 'scheduler',
      DATABASE_URL: t.databaseUrl,
      SMTP_URL: t.smtp.url,
      SECRET_KEY: TEST_SECRET_KEY,
      DATA_DIR: machineDir(),
      ...s3.env('burst'),
    }),
  )
  await until(
    'both workers to have launched Chromium',
    () => processes.slice(0, 2).every((p) => p.output().includes('Rendering with Chromium')),
    120_000,
  )
  client = (await signedInClient(t.client(), t.smtp)).client
  database = await openDatabase({
    databaseUrl: t.databaseUrl,
    dataDir: machineDir(),
    onConnectionLost: () => {},
  })
}, 180_000)
afterAll(async () => {
  await Promise.all(processes.map((p) => p.stop()))
  await database?.close()
  await t?.stop()
  await s3?.close()
})

const envelopeTo = (mail: ParsedMail) => (mail as unknown as { envelopeTo: string[] }).envelopeTo

describe('one web, two workers and a scheduler on PostgreSQL and S3', () => {
  it('delivers a 60-row burst once per row, with intact attachments, through kill -9 of a worker', async () => {
    const expected = burstRows('machines', ROWS)
    const jobId = await createReportJob(client, { rows: expected })
    const runId = await runNow(client, jobId)
    const [victim, survivor] = processes
    // Both workers are rendering.
    await crashWorkerWhen(
      { client, smtp: t.smtp, jobId, runId },
      expected,
      victim!,
      (run) => run.generated >= ROWS / 20 && run.inQueue >= ROWS / 4,
      300_000,
    )
    await until(
      'the killed worker and its browser to be gone',
      () => victim!.survivors().length === 0,
      15_000,
    )
    // The killed machine comes back, as an orchestrator restarts it: the rest of the burst keeps two
    // render slots (one alone would double the test's time), and a worker joining mid-run takes its share.
    const replacement = workerMachine()
    processes.push(replacement)

    const done = await waitForRun(client, jobId, runId, undefined, 900_000).catch((err: Error) => {
      const logs = processes.map((p, i) => `--- process ${i}:\n${p.output().slice(-4000)}`)
      throw new Error(`${err.message}\n${logs.join('\n')}`)
    })
    expect(done).toMatchObject({
      runStatus: 'SUCCESS',
      generated: ROWS,
      failed: 0,
      emailStatus: 'Email Success',
    })
    expect(survivor!.alive()).toBe(true)
    expect(replacement.output()).toContain('Rendering with Chromium')
    expectDeliveredOnce(t.smtp, 'machines', expected)

    // Every attachment is byte for byte the object the bucket holds for its row.
    const stored = await queryRows<{ to_email: string; document_id: string }>(
      database.db,
      sql`select to_email, document_id from run_files where run_id = ${runId}`,
    )
    expect(stored).toHaveLength(ROWS)
    const bucket = createS3FileStore(s3.location('burst'))
    for (const row of stored) {
      const mail = t.smtp.messages.find((m) => envelopeTo(m).includes(row.to_email))!
      expect(mail.attachments[0]!.content.equals(await bucket.get(row.document_id)), row.to_email).toBe(true)
    }
    bucket.close()
    const keys = await s3.keys('burst/')
    expect(keys).toEqual(
      expect.arrayContaining(stored.map((r) => `burst/${r.document_id.slice(0, 2)}/${r.document_id}`)),
    )
    // The killed worker (one render at a time) may have finished an upload before it could record it:
    // at most one complete object no row names (ADR 0028), never a partial one.
    expect(keys.length - ROWS).toBeLessThanOrEqual(1)
    // No machine wrote a file of a report to its own disk.
    for (const dir of dataDirs) {
      expect(
        readdirSync(dir, { recursive: true }).filter((f) => f !== 'secret.key'),
        dir,
      ).toEqual([])
    }
  }, 1_200_000)
})
