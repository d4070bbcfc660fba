import { readdirSync } from 'node:fs'
import { historyMessages } from '@herald/contracts'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInClient } from '../../../test/auth-flows.ts'
import type { HttpClient } from '../../../test/http-client.ts'
import {
  burstRows,
  createReportJob,
  expectDeliveredOnce,
  runFiles,
  runNow,
  waitForRun,
} from '../../../test/report-jobs.ts'
import { startTestS3, type TestS3 } from '../../../test/s3-server.ts'
import { startTestHerald, type TestHerald } from '../../../test/start-test-herald.ts'
import { loadConfig } from '../../config.ts'
import { openDatabase, queryRows, type DatabaseHandle } from '../../db/client.ts'
import { createLogger } from '../../platform/log.ts'
import { createS3FileStore } from '../../platform/storage/s3-file-store.ts'
import { startHerald } from '../../start-herald.ts'
import { StartupError } from '../../startup-failure.ts'
import { expireFiles } from './expire-files.ts'

/**
 * Generated files in an S3-compatible bucket (a real S3-protocol server): emails carry the stored
 * bytes, nothing lands in DATA_DIR, retention deletes old files only, and deleting a job deletes its files.
 */
let s3: TestS3
let t: TestHerald
let client: HttpClient
let database: DatabaseHandle
const PREFIX = 'reports'

beforeAll(async () => {
  s3 = await startTestS3()
  t = await startTestHerald(s3.env(PREFIX))
  client = (await signedInClient(t.client(), t.smtp)).client
  database = await openDatabase({
    databaseUrl: t.databaseUrl,
    dataDir: t.dataDir,
    onConnectionLost: () => {},
  })
}, 60_000)
afterAll(async () => {
  await database?.close()
  await t?.stop()
  await s3?.close()
})

const store = () => createS3FileStore(s3.location(PREFIX))

async function runJob(tag: string, n: number) {
  const rows = burstRows(tag, n)
  const jobId = await createReportJob(client, { rows })
  const runId = await runNow(client, jobId)
  expect(await waitForRun(client, jobId, runId)).toMatchObject({ runStatus: 'SUCCESS', generated: n })
  return { rows, jobId, runId, files: await runFiles(client, jobId, runId) }
}

async function objectKeysOf(runId: number): Promise<string[]> {
  const rows = await queryRows<{ document_id: string }>(
    database.db,
    sql`select document_id from run_files where run_id = ${runId} order by position`,
  )
  return rows.map((r) => `${PREFIX}/${r.document_id.slice(0, 2)}/${r.document_id}`)
}

describe('files in S3', () => {
  it('emails and downloads the very bytes stored in the bucket, and writes no file under DATA_DIR', async () => {
    const { rows, runId, files } = await runJob('s3mail', 3)
    expectDeliveredOnce(t.smtp, 's3mail', rows)

    const keys = await objectKeysOf(runId)
    expect(await s3.keys(`${PREFIX}/`)).toEqual(expect.arrayContaining(keys))
    const bucket = store()
    for (const [i, file] of files.entries()) {
      const mail = await t.smtp.waitFor(rows[i]!.toEmail)
      const stored = await bucket.get(keys[i]!.split('/').at(-1)!)
      expect(mail.attachments[0]!.content.equals(stored)).toBe(true)
      const download = await client.get(`/api/files/${file.id}/pdf`)
      expect(download.status).toBe(200)
      expect(Buffer.from(await download.arrayBuffer()).equals(stored)).toBe(true)
    }
    bucket.close()
    // DATA_DIR holds the generated secret at most: no files directory, no temporary file of a report.
    expect(readdirSync(t.dataDir, { recursive: true }).filter((f) => f !== 'secret.key')).toEqual([])
  })

  it('expires files older than the retention period, and only those; history says File expired', async () => {
    const old = await runJob('s3old', 2)
    const recent = await runJob('s3new', 2)
    await database.db.execute(
      sql`update run_files set finished_at = now() - interval '31 days' where run_id = ${old.runId}`,
    )
    const deps = { db: database.db, files: store(), clock: () => new Date(), log: createLogger('silent') }

    expect(await expireFiles(deps, 30)).toBe(2)
    expect(await expireFiles(deps, 30)).toBe(0)
    deps.files.close()

    const remaining = await s3.keys(`${PREFIX}/`)
    for (const key of await objectKeysOf(old.runId)) expect(remaining).not.toContain(key)
    for (const key of await objectKeysOf(recent.runId)) expect(remaining).toContain(key)

    const expired = await runFiles(client, old.jobId, old.runId)
    expect(expired.map((f) => [f.status, f.fileExpired])).toEqual([
      ['GENERATED', true],
      ['GENERATED', true],
    ])
    const gone = await client.get(`/api/files/${expired[0]!.id}/pdf`)
    expect(gone.status).toBe(410)
    expect((await gone.json())['message']).toBe(historyMessages.fileExpiredDownload)

    const kept = await runFiles(client, recent.jobId, recent.runId)
    expect(kept.map((f) => f.fileExpired)).toEqual([false, false])
    expect((await client.get(`/api/files/${kept[0]!.id}/pdf`)).status).toBe(200)
  })

  it("deletes a job's files from the bucket with the job, and no other job's", async () => {
    const doomed = await runJob('s3del', 2)
    const other = await runJob('s3keep', 1)
    const doomedKeys = await objectKeysOf(doomed.runId)
    const otherKeys = await objectKeysOf(other.runId)

    const deleted = await client.request('DELETE', `/api/user-jobs/${doomed.jobId}`)
    expect(deleted.status, await deleted.clone().text()).toBeLessThan(300)

    const remaining = await s3.keys(`${PREFIX}/`)
    for (const key of doomedKeys) expect(remaining).not.toContain(key)
    for (const key of otherKeys) expect(remaining).toContain(key)
  })

  it('refuses to start, in one line, when the bucket does not answer', async () => {
    const config = loadConfig({ ...s3.env(), STORAGE_URL: 's3://no-such-bucket/x', DATA_DIR: t.dataDir })
    const started = startHerald(config, createLogger('silent'))
    await expect(started).rejects.toThrow(StartupError)
    const message = await started.catch((e: Error) => e.message)
    expect(message).toBe(
      `Herald cannot start: the file store s3://no-such-bucket/x at ${s3.endpoint} cannot be used (no such bucket). ` +
        'Set STORAGE_URL, S3_ENDPOINT and the S3_* credentials to a bucket Herald can read and write, or unset STORAGE_URL to keep files in DATA_DIR.',
    )
    expect(message).not.toContain('S3RVER')
  })
})
