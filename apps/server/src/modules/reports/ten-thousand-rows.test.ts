import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { ReportJobConfView } from '@herald/contracts'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInClient } from '../../../test/auth-flows.ts'
import { createTestDatabase } from '../../../test/scratch-database.ts'
import type { HttpClient } from '../../../test/http-client.ts'
import { createReportJob, history, runFiles, runNow } from '../../../test/report-jobs.ts'
import { startTestHerald, type TestHerald } from '../../../test/start-test-herald.ts'
import { createConnectors } from '../../connectors/registry.ts'
import { openDatabase, queryRows, type DatabaseHandle } from '../../db/client.ts'
import { createLogger } from '../../platform/log.ts'
import { createMailer, type Mailer } from '../../platform/mail/mailer.ts'
import { startQueue, type Queue } from '../../platform/queue/queue.ts'
import { createLocalFileStore } from '../../platform/storage/local-file-store.ts'
import { createDelivery } from '../delivery/index.ts'
import { sendEmailJob } from '../mail/index.ts'
import { executeRun } from './execute-run.ts'
import { renderFileJob } from './render-file.ts'
import type { ReportsDeps } from './reports-deps.ts'

/**
 * The schema's own maximum of 10,000 filter rows goes through every bulk write: saving the rows, the run
 * fan-out (one file per row) and a delivery with more recipients than one statement can bind. PostgreSQL
 * binds at most 65,535 parameters per statement, so each of these is written in chunks.
 */
const ROWS = 10_000
const log = createLogger('silent')
let t: TestHerald
let client: HttpClient
let database: DatabaseHandle
let queue: Queue
let mailer: Mailer
let scratch: Awaited<ReturnType<typeof createTestDatabase>>

beforeAll(async () => {
  // Web only, and this process sends its sign-in emails: the run is fanned out below by calling the
  // worker's use case, so nothing renders. Its own database: the 10,000 queued render jobs must not reach
  // the workers of other test files.
  scratch = await createTestDatabase('herald_rows')
  t = await startTestHerald({ ROLES: 'web', DATABASE_URL: scratch.url })
  const dataDir = mkdtempSync(path.join(tmpdir(), 'herald-rows-'))
  database = await openDatabase({ databaseUrl: scratch.url, dataDir, onConnectionLost: () => undefined })
  // Only the email job's worker runs here; the render jobs' queue is the one Herald created on this database.
  const emailQueue = await startQueue(database.queueConnection, [sendEmailJob], log)
  mailer = createMailer({ smtpUrl: t.smtp.url, from: 'Herald <herald@example.com>' })
  await emailQueue.work({ mailer })
  queue = emailQueue
  client = (await signedInClient(t.client(), t.smtp)).client
}, 120_000)
afterAll(async () => {
  await queue.stop()
  mailer.close()
  await database.close()
  await t.stop()
  await scratch.drop()
})

const rows = Array.from({ length: ROWS }, (_, i) => ({
  filterName: 'Sales/Region',
  filterValue: `Value ${i}`,
  toEmail: `r${i}@example.com`,
}))

describe('10,000 filter rows', () => {
  let jobId: number

  it('are saved and read back in order', async () => {
    jobId = await createReportJob(client, { rows })
    const response = await client.get(`/api/report-job-conf?userJobId=${jobId}`)
    expect(response.status).toBe(200)
    const saved = (await response.json()) as unknown as ReportJobConfView
    expect(saved.userReportGenerationFilterData).toHaveLength(ROWS)
    expect(saved.userReportGenerationFilterData.at(-1)).toMatchObject({ filterValue: `Value ${ROWS - 1}` })
  })

  it('fan out into one file per row, and a file can carry more recipients than one statement binds', async () => {
    const runId = await runNow(client, jobId)
    const deps = {
      db: database.db,
      queue,
      clock: () => new Date(),
      connectors: createConnectors(),
      files: createLocalFileStore(path.join(mkdtempSync(path.join(tmpdir(), 'herald-files-')), 'files')),
      log,
      publicUrl: t.url,
      mailFrom: 'Herald <herald@example.com>',
    } as Omit<ReportsDeps, 'browser'> as ReportsDeps
    await executeRun(deps, runId)
    const files = await runFiles(client, jobId, runId)
    expect(files).toHaveLength(ROWS)
    expect(files.at(-1)).toMatchObject({ toEmail: `r${ROWS - 1}@example.com` })
    expect((await history(client, jobId)).jobExecutions[0]).toMatchObject({ runStatus: 'RUNNING' })

    const toEmail = Array.from({ length: 40_000 }, (_, i) => `many${i}@example.com`).join(';')
    await database.db.transaction((tx) =>
      createDelivery(tx, deps, { id: files[0]!.id, toEmail, ccEmail: '', bccEmail: '' }),
    )
  })

  it('are all closed by Stop, their render jobs taken off the queue before it answers', async () => {
    const [run] = (await history(client, jobId)).jobExecutions
    const stopped = await client.post(`/api/user-jobs/stop/${jobId}`)
    expect(await stopped.json()).toEqual({ cancelled: 1 })
    const files = await runFiles(client, jobId, run!.jobExecutionId)
    expect(files.filter((f) => f.status === 'FAILED' && f.error === 'The run was cancelled.')).toHaveLength(
      ROWS,
    )
    const [queued] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from pgboss.job where name = ${renderFileJob.name} and state < 'active'`,
    )
    expect(queued?.n).toBe(0)
  })
})
