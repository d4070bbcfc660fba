import { mkdtempSync, rmSync } from 'node:fs'
import { unavailableMessage } from '@herald/contracts'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInClient } from './auth-flows.ts'
import { startHeraldProcess, type HeraldProcess } from './herald-process.ts'
import { HttpClient } from './http-client.ts'
import { startPostgresCluster, type PostgresCluster } from './postgres-cluster.ts'
import {
  burstRows,
  createReportJob,
  expectDeliveredOnce,
  history,
  runNow,
  until,
  waitForRun,
} from './report-jobs.ts'
import { startSmtpSink, type SmtpSink, type SmtpSinkOptions } from './smtp-sink.ts'
import { freePort } from './start-test-herald.ts'

/**
 * PostgreSQL restarted under a running Herald in the middle of a burst (reliability R4 / F5): the
 * process never exits, answers 503 while the database is away, serves again within 30 s of the
 * database coming back, and every row's email still arrives once, to its own recipients.
 */
let cluster: PostgresCluster
let smtp: SmtpSink
const sink: SmtpSinkOptions = {}
let herald: HeraldProcess
let url: string
const dataDir = mkdtempSync(path.join(tmpdir(), 'herald-pg-restart-'))
let nextAddress = 1
const newClient = () => new HttpClient(url, { 'x-forwarded-for': `10.77.0.${nextAddress++}` })

/** The status of /api/health; fails the test at once if Herald has exited. */
const health = async () => {
  if (!herald.alive()) throw new Error(`Herald exited:\n${herald.output()}`)
  try {
    return (await new HttpClient(url).get('/api/health')).status
  } catch {
    return 0
  }
}

beforeAll(async () => {
  cluster = await startPostgresCluster()
  smtp = await startSmtpSink(sink)
  const port = await freePort()
  url = `http://127.0.0.1:${port}`
  herald = startHeraldProcess({
    ROLES: 'web,worker,scheduler',
    PORT: String(port),
    DATABASE_URL: cluster.url,
    SMTP_URL: smtp.url,
    DATA_DIR: dataDir,
    SECRET_KEY: 'test-secret-key-that-is-long-enough-0123456789',
    TRUST_PROXY: 'true',
    MAIL_RETRY_SECONDS: '1',
  })
  await until('Herald to start', async () => (await health()) === 200, 30_000)
}, 60_000)

afterAll(async () => {
  await herald?.stop()
  await smtp?.close()
  await cluster?.remove()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('PostgreSQL restarted in the middle of a burst', () => {
  it('Herald stays up, resumes on its own and sends every email exactly once', async () => {
    const { client } = await signedInClient(newClient(), smtp)
    const expected = burstRows('pgrestart', 10)
    const jobId = await createReportJob(client, { rows: expected })
    const runId = await runNow(client, jobId)
    await until('the first emails of the burst', async () => {
      const run = (await history(client, jobId)).jobExecutions[0]
      return run !== undefined && run.generated >= 3 && run.inQueue >= 3
    })
    // The next email is accepted by the SMTP server while the database is down: its SENDING row is
    // committed, its SENT is not yet.
    sink.holdBeforeReplyMs = 1_000
    await until('an email waiting for its 250', () => smtp.holding() > 0)
    sink.holdBeforeReplyMs = 0

    await cluster.stop('immediate')
    await until('the API to answer 503 while the database is away', async () => (await health()) === 503)
    const away = await client.get(`/api/user-jobs/user-job-executions/${jobId}?page=0&size=10`)
    expect(away.status).toBe(503)
    expect((await away.json())['message']).toBe(unavailableMessage)
    await new Promise((r) => setTimeout(r, 2_000))
    expect(herald.alive(), herald.output()).toBe(true)

    await cluster.start()
    // Liveness bounds: R4 asks for service, and work, within 30 s of PostgreSQL accepting connections.
    const sentBefore = smtp.messages.length
    await until('Herald to serve again', async () => (await health()) === 200, 30_000)
    await until('the next email of the burst', () => smtp.messages.length > sentBefore, 30_000)
    const done = await waitForRun(client, jobId, runId, undefined, 60_000)

    expect(herald.alive(), herald.output()).toBe(true)
    expect(done).toMatchObject({
      runStatus: 'SUCCESS',
      generated: 10,
      failed: 0,
      emailStatus: 'Email Success',
    })
    expectDeliveredOnce(smtp, 'pgrestart', expected)
  }, 120_000)
})
