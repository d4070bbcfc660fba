import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { UserJob } from '@herald/contracts'
import { signedInClient } from '../../../../test/auth-flows.ts'
import { startFakeTableau, type FakeTableau } from '../../../../test/fakes/fake-tableau.ts'
import type { HttpClient } from '../../../../test/http-client.ts'
import { history, regionRow, until, waitForRun } from '../../../../test/report-jobs.ts'
import { startTestHerald, type TestHerald } from '../../../../test/start-test-herald.ts'
import { linkTableau, tableauReport } from '../../../../test/tableau-jobs.ts'

/** Runs after Tableau extract refreshes (ADR 0044): the Tableau fake's Query Jobs and Query Job, through HTTP. */
let t: TestHerald
let tableau: FakeTableau
let client: HttpClient
let sql: pg.Client

beforeAll(async () => {
  tableau = await startFakeTableau({ latencyMs: 2 })
  t = await startTestHerald({ BI_PRIVATE_HOSTS: '127.0.0.1' })
  client = (await signedInClient(t.client(), t.smtp)).client
  sql = new pg.Client({ connectionString: t.databaseUrl })
  await sql.connect()
}, 60_000)
afterAll(async () => {
  await sql?.end()
  await t?.stop()
  await tableau?.close()
})

const nextYear = new Date().getUTCFullYear() + 1

async function tableauJob(tag: string): Promise<number> {
  const created = await client.post('/api/user-jobs', {
    name: `Tableau refresh ${tag}`,
    timeZone: 'UTC',
    userJobStartTime: `${nextYear}-01-01T10:00:00`,
    runAfterRefresh: true,
    refreshPollMinutes: 60,
  })
  expect(created.status, await created.clone().text()).toBe(201)
  const jobId = (await created.json())['id'] as number
  await linkTableau(client, jobId, tableau)
  const report = await client.post(
    `/api/report-job-conf?userJobId=${jobId}`,
    tableauReport(tableau, 'Regional Sales', { userReportGenerationFilterData: [regionRow('East', tag)] }),
  )
  expect(report.status, await report.clone().text()).toBe(200)
  const email = await client.post(`/api/job-email-config?userJobId=${jobId}`, {
    fromEmail: 'reports@example.com',
    emailTitle: 'Your report {fileName}',
    emailBody: '<p>Fresh</p>',
    isActive: true,
  })
  expect(email.status).toBe(200)
  return jobId
}

const refreshRuns = async (jobId: number) =>
  (await history(client, jobId)).jobExecutions.filter((e) => e.trigger === 'REFRESH')
async function pollHappened(jobId: number) {
  await sql.query('update user_jobs set next_refresh_poll_at = now() where id = $1', [jobId])
  await until('a refresh poll', async () => {
    const { rows } = await sql.query(
      'select next_refresh_poll_at > now() as polled from user_jobs where id = $1',
      [jobId],
    )
    return rows[0].polled === true
  })
}

describe('after each extract refresh on Tableau', () => {
  it('runs once after its data source’s extract refresh succeeds, and not for a running one or another workbook', async () => {
    const jobId = await tableauJob('tab-ok')
    await pollHappened(jobId)
    tableau.addExtractJob('Orders (extract)', { status: 'InProgress', endedAt: new Date() })
    tableau.addExtractJob('Many Views', { status: 'Success', endedAt: new Date() })
    await pollHappened(jobId)
    expect(await refreshRuns(jobId)).toHaveLength(0)

    tableau.addExtractJob('Orders (extract)', { status: 'Success', endedAt: new Date() })
    await pollHappened(jobId)
    await until('a run after the refresh', async () => (await refreshRuns(jobId)).length === 1)
    const [run] = await refreshRuns(jobId)
    expect(run!.triggerDetail).toMatch(/^Refresh of data source Orders \(extract\) completed at /)
    expect(await waitForRun(client, jobId, run!.jobExecutionId)).toMatchObject({ runStatus: 'SUCCESS' })
    await pollHappened(jobId)
    expect(await refreshRuns(jobId)).toHaveLength(1)
  })

  it('runs nothing after a failed workbook refresh and shows Tableau’s reason on the job', async () => {
    const jobId = await tableauJob('tab-failed')
    await pollHappened(jobId)
    const endedAt = new Date()
    tableau.addExtractJob('Sales Pack', {
      status: 'Failed',
      endedAt,
      notes: 'The extract refresh failed: the database server could not be reached.',
    })
    // The poll claims the job (moving its next poll) before it reads Tableau: wait for what it records.
    await pollHappened(jobId)
    await until('the failed refresh recorded', async () => {
      const { rows } = await sql.query(`select 1 from job_refreshes where job_id = $1 and state = 'FAILED'`, [
        jobId,
      ])
      return rows.length === 1
    })
    const job = (await (await client.get(`/api/user-jobs/${jobId}`)).json()) as unknown as UserJob
    expect(job.refreshNote).toBe(
      `The dataset refresh failed at ${endedAt.toISOString().slice(11, 16)} UTC: The extract refresh failed: the database server could not be reached.`,
    )
    expect(await refreshRuns(jobId)).toHaveLength(0)
  })
})
