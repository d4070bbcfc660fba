import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { JobExecution, UserJob } from '@herald/contracts'
import { openDatabase, type DatabaseHandle } from '../../../db/client.ts'
import { createLogger } from '../../../platform/log.ts'
import { startQueue, type Queue } from '../../../platform/queue/queue.ts'
import { signedInClient } from '../../../../test/auth-flows.ts'
import { startFakeEntra, type FakeEntra } from '../../../../test/fakes/fake-entra.ts'
import { startFakePowerBi, type FakePowerBi } from '../../../../test/fakes/fake-powerbi.ts'
import type { HttpClient } from '../../../../test/http-client.ts'
import { linkPowerBi, powerBiReport } from '../../../../test/powerbi-jobs.ts'
import { history, regionRow, sampleReport, until, waitForRun } from '../../../../test/report-jobs.ts'
import { startTestHerald, type TestHerald } from '../../../../test/start-test-herald.ts'
import { executeRunJob } from '../../reports/index.ts'
import { settleRefreshes } from './settle-refreshes.ts'

/**
 * Runs after data refreshes and the trigger URL (ADR 0044), through HTTP against a whole Herald (web, worker,
 * scheduler) on its own PostgreSQL database, with the Power BI fake's dataset refresh history.
 */
let t: TestHerald
let entra: FakeEntra
let pbi: FakePowerBi
let client: HttpClient
let sql: pg.Client

beforeAll(async () => {
  entra = await startFakeEntra()
  pbi = await startFakePowerBi(entra)
  t = await startTestHerald({
    BI_PRIVATE_HOSTS: '127.0.0.1',
    POWERBI_CLIENT_ID: entra.clientId,
    POWERBI_CLIENT_SECRET: entra.clientSecret,
    POWERBI_AUTHORITY_URL: entra.url,
    POWERBI_API_URL: pbi.url,
  })
  client = (await signedInClient(t.client(), t.smtp)).client
  sql = new pg.Client({ connectionString: t.databaseUrl })
  await sql.connect()
}, 60_000)
afterAll(async () => {
  await sql?.end()
  await t?.stop()
  await pbi?.close()
  await entra?.close()
})

const nextYear = new Date().getUTCFullYear() + 1
let jobCounter = 0

/** A job in UTC with the given refresh settings, its report task and an email task. */
async function makeJob(
  report: Record<string, unknown>,
  settings: Record<string, unknown>,
  link?: (jobId: number) => Promise<unknown>,
): Promise<number> {
  const created = await client.post('/api/user-jobs', {
    name: `Refresh job ${jobCounter++}`,
    timeZone: 'UTC',
    jobRunFrequency: 'MONTHLY',
    userJobStartTime: `${nextYear}-01-01T10:00:00`,
    ...settings,
  })
  expect(created.status, await created.clone().text()).toBe(201)
  const jobId = (await created.json())['id'] as number
  await link?.(jobId)
  const saved = await client.post(`/api/report-job-conf?userJobId=${jobId}`, report)
  expect(saved.status, await saved.clone().text()).toBe(200)
  const email = await client.post(`/api/job-email-config?userJobId=${jobId}`, {
    fromEmail: 'reports@example.com',
    emailTitle: 'Your report {fileName}',
    emailBody: '<p>Fresh numbers</p>',
    isActive: true,
  })
  expect(email.status).toBe(200)
  return jobId
}

const getJob = async (jobId: number) =>
  (await (await client.get(`/api/user-jobs/${jobId}`)).json()) as unknown as UserJob
const runsOf = async (jobId: number) => (await history(client, jobId)).jobExecutions
const refreshRuns = async (jobId: number) => (await runsOf(jobId)).filter((e) => e.trigger === 'REFRESH')
/** Makes the job's next refresh poll due now (what its interval would do, without waiting minutes). */
const pollNow = (jobId: number) =>
  sql.query('update user_jobs set next_refresh_poll_at = now() where id = $1', [jobId])
/** Waits until a poll of the job has happened since now (its next poll moved past now). */
async function pollHappened(jobId: number) {
  await pollNow(jobId)
  await until('a refresh poll', async () => {
    const { rows } = await sql.query(
      'select next_refresh_poll_at > now() as polled from user_jobs where id = $1',
      [jobId],
    )
    return rows[0].polled === true
  })
}
const refreshRows = async (jobId: number) =>
  (
    await sql.query('select refresh_id, state, run_id from job_refreshes where job_id = $1 order by id', [
      jobId,
    ])
  ).rows

const pbiReport = () =>
  powerBiReport(pbi, 'Regional Sales', [
    regionRow('East', `refresh-${jobCounter}`) as unknown as Record<string, string>,
  ])
const datasetOf = () => pbi.reports.find((r) => r.name === 'Regional Sales')!.datasetId

describe('after each refresh of a Power BI dataset', () => {
  it('runs the job once per completed refresh, says which refresh started it, and never again for the same refresh', async () => {
    const jobId = await makeJob(
      pbiReport(),
      { runAfterRefresh: true, runOnSchedule: false, refreshPollMinutes: 1 },
      (id) => linkPowerBi(client, id),
    )
    const job = await getJob(jobId)
    expect(job).toMatchObject({
      runAfterRefresh: true,
      runOnSchedule: false,
      refreshPollMinutes: 1,
      nextRun: null,
    })
    await pollHappened(jobId) // the history before the option was turned on is not news
    expect(await refreshRuns(jobId)).toHaveLength(0)

    pbi.addRefresh(datasetOf(), { status: 'Completed', endTime: new Date() })
    await pollNow(jobId)
    await until('a run after the refresh', async () => (await refreshRuns(jobId)).length > 0)
    const [run] = await refreshRuns(jobId)
    expect(run!.triggerDetail).toMatch(
      /^Refresh of dataset Regional Sales completed at \d{4}-\d{2}-\d{2} \d{2}:\d{2} \(UTC\)$/,
    )
    expect(await waitForRun(client, jobId, run!.jobExecutionId)).toMatchObject({ runStatus: 'SUCCESS' })

    await pollHappened(jobId)
    await pollHappened(jobId)
    expect(await refreshRuns(jobId)).toHaveLength(1)
    expect(await refreshRows(jobId)).toEqual([
      expect.objectContaining({ state: 'STARTED', run_id: String(run!.jobExecutionId) }),
    ])
  })

  it('runs nothing after a failed refresh and shows on the job why it failed', async () => {
    const jobId = await makeJob(pbiReport(), { runAfterRefresh: true, refreshPollMinutes: 1 }, (id) =>
      linkPowerBi(client, id),
    )
    await pollHappened(jobId)
    const endTime = new Date()
    pbi.addRefresh(datasetOf(), {
      status: 'Failed',
      endTime,
      error: {
        code: 'ModelRefreshFailed_CredentialsNotSpecified',
        description: 'The credentials of the data source are missing.',
      },
    })
    // The poll claims the job (moving its next poll) before it reads Power BI: wait for what it records.
    await pollHappened(jobId)
    await until('the failed refresh recorded', async () => (await refreshRows(jobId)).length === 1)
    const hhmm = endTime.toISOString().slice(11, 16)
    expect((await getJob(jobId)).refreshNote).toBe(
      `The dataset refresh failed at ${hhmm} UTC: The credentials of the data source are missing.`,
    )
    expect(await refreshRuns(jobId)).toHaveLength(0)
    expect(await refreshRows(jobId)).toEqual([expect.objectContaining({ state: 'FAILED', run_id: null })])
  })

  it('keeps a refresh outside the not-before/not-after window waiting, and runs it once the window takes it in', async () => {
    // A one-hour window opening 30 minutes from now (UTC, whole minutes), so the refresh lands before it.
    const opens = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 30 * 60_000)
    const hhmm = (at: Date) => at.toISOString().slice(11, 16)
    const window = { runWindowStart: hhmm(opens), runWindowEnd: hhmm(new Date(opens.getTime() + 3_600_000)) }
    const jobId = await makeJob(
      pbiReport(),
      { runAfterRefresh: true, refreshPollMinutes: 60, ...window },
      (id) => linkPowerBi(client, id),
    )
    await pollHappened(jobId)
    pbi.addRefresh(datasetOf(), { status: 'Completed', endTime: new Date() })
    await pollNow(jobId)
    await until('the refresh recorded', async () => (await refreshRows(jobId)).length === 1)
    expect(await refreshRows(jobId)).toEqual([expect.objectContaining({ state: 'WAITING', run_id: null })])
    // The next look is when the window opens, sooner than the hourly poll.
    await until('the next poll set to the window', async () => {
      const { rows } = await sql.query('select next_refresh_poll_at from user_jobs where id = $1', [jobId])
      return (rows[0].next_refresh_poll_at as Date).getTime() === opens.getTime()
    })
    await pollHappened(jobId)
    expect(await refreshRows(jobId)).toEqual([expect.objectContaining({ state: 'WAITING', run_id: null })])
    expect(await refreshRuns(jobId)).toHaveLength(0)

    // The window moved to take in now: the waiting refresh runs, once.
    const now = new Date()
    const widened = await client.request('PUT', '/api/user-jobs', {
      name: (await getJob(jobId)).name,
      id: jobId,
      timeZone: 'UTC',
      jobRunFrequency: 'MONTHLY',
      userJobStartTime: `${nextYear}-01-01T10:00:00`,
      runWindowStart: hhmm(new Date(now.getTime() - 3_600_000)),
      runWindowEnd: hhmm(new Date(now.getTime() + 3_600_000)),
    })
    expect(widened.status, await widened.clone().text()).toBe(200)
    await until('the waiting refresh runs', async () => (await refreshRuns(jobId)).length === 1)
    await pollHappened(jobId)
    expect(await refreshRuns(jobId)).toHaveLength(1)
    expect(await refreshRows(jobId)).toEqual([expect.objectContaining({ state: 'STARTED' })])
  })

  it('starts one run for a refresh that several schedulers settle at the same moment (the UNIQUE claim, not a lock in memory)', async () => {
    // A report of its own, so that only this job reads its dataset's history.
    const own = {
      ...pbi.reports.find((r) => r.name === 'Regional Sales')!,
      id: randomUUID(),
      datasetId: randomUUID(),
    }
    pbi.reports.push(own)
    const jobId = await makeJob(
      { ...pbiReport(), userReportId: own.id },
      { runAfterRefresh: true, refreshPollMinutes: 60 },
      (id) => linkPowerBi(client, id),
    )
    // The Herald's own poll has read the history before the refresh appears: only the schedulers below see it.
    await pollHappened(jobId)
    await until('the history read', () => pbi.refreshReads.includes(own.datasetId))
    const refresh = pbi.addRefresh(own.datasetId, { status: 'Completed', endTime: new Date() })
    const history = [
      {
        id: `powerbi:${own.datasetId}:${refresh.requestId}`,
        source: 'dataset Regional Sales',
        status: 'COMPLETED' as const,
        endedAt: new Date(refresh.endTime!),
      },
    ]
    const handles: DatabaseHandle[] = []
    for (let i = 0; i < 3; i++)
      handles.push(
        await openDatabase({
          databaseUrl: t.databaseUrl,
          dataDir: '/tmp',
          onConnectionLost: () => undefined,
        }),
      )
    const queue: Queue = await startQueue(
      handles[0]!.queueConnection,
      [executeRunJob],
      createLogger('silent'),
    )
    try {
      // Each scheduler decides at its own instant, so no two runs could share a slot by accident.
      const started = await Promise.all(
        handles.map((h, i) =>
          h.db.transaction((tx) => settleRefreshes(tx, queue, jobId, history, new Date(Date.now() + i))),
        ),
      )
      expect(started.filter((id) => id !== undefined)).toHaveLength(1)
      // Once that run is over, schedulers that read the same history later start nothing either.
      await sql.query(`update job_runs set status = 'SUCCESS', finished_at = now() where job_id = $1`, [
        jobId,
      ])
      const later = await Promise.all(
        handles.map((h, i) =>
          h.db.transaction((tx) => settleRefreshes(tx, queue, jobId, history, new Date(Date.now() + 10 + i))),
        ),
      )
      expect(later.filter((id) => id !== undefined)).toHaveLength(0)
    } finally {
      await queue.stop()
      for (const h of handles) await h.close()
    }
    await until('the refresh run in history', async () => (await refreshRuns(jobId)).length === 1)
    await pollHappened(jobId) // the Herald's own scheduler sees the same refresh afterwards
    expect(await refreshRuns(jobId)).toHaveLength(1)
  })
})

describe('the sample source', () => {
  it('"Refresh sample data" starts the account’s jobs waiting for it at once, and each refresh runs them once', async () => {
    const jobId = await makeJob(
      sampleReport({
        filePrefix: 'Sales',
        reportRunPeriod: 'NONE',
        userReportGenerationFilterData: [regionRow('West', 'sample-refresh')],
      }),
      { runAfterRefresh: true, runOnSchedule: false, refreshPollMinutes: 60 },
    )
    const refreshed = await client.post('/api/sample/refresh')
    expect(refreshed.status).toBe(200)
    expect(await refreshed.json()).toMatchObject({ jobsStarted: 1 })
    const [run] = await refreshRuns(jobId)
    expect(run!.triggerDetail).toMatch(/^Refresh of the sample data completed at /)
    expect(await waitForRun(client, jobId, run!.jobExecutionId)).toMatchObject({ runStatus: 'SUCCESS' })
    await pollHappened(jobId)
    expect(await refreshRuns(jobId)).toHaveLength(1)
  })

  it('refuses a job that nothing would start', async () => {
    const created = await client.post('/api/user-jobs', {
      name: 'Never runs',
      timeZone: 'UTC',
      userJobStartTime: `${nextYear}-01-01T10:00:00`,
      runOnSchedule: false,
    })
    expect(created.status).toBe(400)
    expect(((await created.json()) as { message: string }).message).toContain('would never run')
  })
})

describe('the trigger URL', () => {
  const fire = (url: string, key?: string) =>
    fetch(url, { method: 'POST', headers: key ? { 'idempotency-key': key } : {} })

  it('starts one run per Idempotency-Key without a session, and is audited', async () => {
    const jobId = await makeJob(
      sampleReport({
        filePrefix: 'Sales',
        reportRunPeriod: 'NONE',
        userReportGenerationFilterData: [regionRow('North', 'trigger')],
      }),
      {},
    )
    const created = await client.post(`/api/user-jobs/${jobId}/trigger`)
    expect(created.status).toBe(201)
    const { url, token } = (await created.json()) as { url: string; token: string }
    expect(url).toBe(`${t.url}/api/triggers/${token}`)
    expect(JSON.stringify(await getJob(jobId))).not.toContain(token)
    const { rows } = await sql.query('select trigger_token_hash from user_jobs where id = $1', [jobId])
    expect(rows[0].trigger_token_hash).toMatch(/^[0-9a-f]{64}$/)

    const first = await fire(url, 'etl-load-2026-06-01')
    expect(first.status).toBe(202)
    const { runId } = (await first.json()) as { runId: number }
    const again = await fire(url, 'etl-load-2026-06-01')
    expect(again.status).toBe(202)
    expect(await again.json()).toEqual({ runId })
    const runs = (await runsOf(jobId)).filter((e: JobExecution) => e.trigger === 'TRIGGER_URL')
    expect(runs.map((e) => e.jobExecutionId)).toEqual([runId])
    expect(runs[0]!.triggerDetail).toBe('Trigger URL')
    await waitForRun(client, jobId, runId)
    const audited = await sql.query(
      `select data from audit_events where type = 'TRIGGER_URL_USED' and data->>'runId' = $1`,
      [String(runId)],
    )
    expect(audited.rows).toHaveLength(1)
  })

  it('answers 404 once revoked or regenerated, with a clear message', async () => {
    const jobId = await makeJob(
      sampleReport({
        filePrefix: 'Sales',
        reportRunPeriod: 'NONE',
        userReportGenerationFilterData: [regionRow('South', 'revoke')],
      }),
      {},
    )
    const old = (await (await client.post(`/api/user-jobs/${jobId}/trigger`)).json()) as { url: string }
    const renewed = (await (await client.post(`/api/user-jobs/${jobId}/trigger`)).json()) as { url: string }
    const refused = await fire(old.url, 'key-after-regenerate')
    expect(refused.status).toBe(404)
    expect(((await refused.json()) as { message: string }).message).toBe(
      'This trigger URL is unknown or was revoked. Create a new one on the job’s schedule step.',
    )
    expect((await getJob(jobId)).triggerCreatedAt).not.toBeNull()
    expect((await client.request('DELETE', `/api/user-jobs/${jobId}/trigger`)).status).toBe(204)
    expect((await fire(renewed.url, 'key-after-revoke')).status).toBe(404)
    expect((await getJob(jobId)).triggerCreatedAt).toBeNull()
  })

  it('answers 429 with Retry-After when flooded', async () => {
    const jobId = await makeJob(
      sampleReport({
        filePrefix: 'Sales',
        reportRunPeriod: 'NONE',
        userReportGenerationFilterData: [regionRow('East', 'flood')],
      }),
      {},
    )
    const { url } = (await (await client.post(`/api/user-jobs/${jobId}/trigger`)).json()) as { url: string }
    const statuses: number[] = []
    let retryAfter: string | null = null
    for (let i = 0; i < 12; i++) {
      const answer = await fire(url, `flood-key-${i}`)
      statuses.push(answer.status)
      if (answer.status === 429) retryAfter = answer.headers.get('retry-after')
    }
    expect(statuses.slice(0, 10).every((s) => s === 202 || s === 409)).toBe(true)
    expect(statuses.slice(10)).toEqual([429, 429])
    expect(Number(retryAfter)).toBeGreaterThan(0)
  })
})
