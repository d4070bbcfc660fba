import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type DatabaseHandle } from '../../../db/client.ts'
import { createLogger } from '../../../platform/log.ts'
import { startQueue, type Queue } from '../../../platform/queue/queue.ts'
import { startFakeEntra, type FakeEntra } from '../../../../test/fakes/fake-entra.ts'
import { startFakePowerBi, type FakePowerBi } from '../../../../test/fakes/fake-powerbi.ts'
import { linkPowerBi, powerBiReport } from '../../../../test/powerbi-jobs.ts'
import { regionRow, until, waitForRun } from '../../../../test/report-jobs.ts'
import { executeRunJob } from '../../reports/index.ts'
import { nextYear, refreshHerald } from '../../../../test/refresh-herald.ts'
import { settleRefreshes } from './settle-refreshes.ts'

/**
 * Runs after the refreshes of a Power BI dataset (ADR 0044), through HTTP against a whole Herald on its own
 * PostgreSQL database, with the Power BI fake's dataset refresh history.
 */
let entra: FakeEntra
let pbi: FakePowerBi
beforeAll(async () => {
  entra = await startFakeEntra()
  pbi = await startFakePowerBi(entra)
})
afterAll(async () => {
  await pbi?.close()
  await entra?.close()
})
const { h, makeJob, jobCount, getJob, refreshRuns, pollNow, pollHappened, refreshRows } = refreshHerald(
  () => ({
    BI_PRIVATE_HOSTS: '127.0.0.1',
    POWERBI_CLIENT_ID: entra.clientId,
    POWERBI_CLIENT_SECRET: entra.clientSecret,
    POWERBI_AUTHORITY_URL: entra.url,
    POWERBI_API_URL: pbi.url,
  }),
)

const pbiReport = () =>
  powerBiReport(pbi, 'Regional Sales', [
    regionRow('East', `refresh-${jobCount()}`) as unknown as Record<string, string>,
  ])
const datasetOf = () => pbi.reports.find((r) => r.name === 'Regional Sales')!.datasetId

describe('after each refresh of a Power BI dataset', () => {
  it('runs the job once per completed refresh, says which refresh started it, and never again for the same refresh', async () => {
    const jobId = await makeJob(
      pbiReport(),
      { runAfterRefresh: true, runOnSchedule: false, refreshPollMinutes: 1 },
      (id) => linkPowerBi(h.client, id),
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
    expect(await waitForRun(h.client, jobId, run!.jobExecutionId)).toMatchObject({ runStatus: 'SUCCESS' })

    await pollHappened(jobId)
    await pollHappened(jobId)
    expect(await refreshRuns(jobId)).toHaveLength(1)
    expect(await refreshRows(jobId)).toEqual([
      expect.objectContaining({ state: 'STARTED', run_id: String(run!.jobExecutionId) }),
    ])
  })

  it('runs nothing after a failed refresh and shows on the job why it failed', async () => {
    const jobId = await makeJob(pbiReport(), { runAfterRefresh: true, refreshPollMinutes: 1 }, (id) =>
      linkPowerBi(h.client, id),
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
      (id) => linkPowerBi(h.client, id),
    )
    await pollHappened(jobId)
    pbi.addRefresh(datasetOf(), { status: 'Completed', endTime: new Date() })
    await pollNow(jobId)
    await until('the refresh recorded', async () => (await refreshRows(jobId)).length === 1)
    expect(await refreshRows(jobId)).toEqual([expect.objectContaining({ state: 'WAITING', run_id: null })])
    // The next look is when the window opens, sooner than the hourly poll.
    await until('the next poll set to the window', async () => {
      const { rows } = await h.sql.query('select next_refresh_poll_at from user_jobs where id = $1', [jobId])
      return (rows[0].next_refresh_poll_at as Date).getTime() === opens.getTime()
    })
    await pollHappened(jobId)
    expect(await refreshRows(jobId)).toEqual([expect.objectContaining({ state: 'WAITING', run_id: null })])
    expect(await refreshRuns(jobId)).toHaveLength(0)

    // The window moved to take in now: the waiting refresh runs, once.
    const now = new Date()
    const widened = await h.client.request('PUT', '/api/user-jobs', {
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
      (id) => linkPowerBi(h.client, id),
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
          databaseUrl: h.t.databaseUrl,
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
      await h.sql.query(`update job_runs set status = 'SUCCESS', finished_at = now() where job_id = $1`, [
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
