import type { JobExecution } from '@herald/contracts'
import { describe, expect, it } from 'vitest'
import { regionRow, sampleReport, waitForRun } from '../../../../test/report-jobs.ts'
import { nextYear, refreshHerald } from '../../../../test/refresh-herald.ts'

/**
 * Runs after a refresh of the sample data, and by the trigger URL (ADR 0044), through HTTP against a whole Herald
 * on its own PostgreSQL database.
 */
const { h, makeJob, getJob, runsOf, refreshRuns, pollHappened } = refreshHerald()

/** The sample report, one row of `region`. */
const regionReport = (region: string, tag: string) =>
  sampleReport({
    filePrefix: 'Sales',
    reportRunPeriod: 'NONE',
    userReportGenerationFilterData: [regionRow(region, tag)],
  })

describe('the sample source', () => {
  it('"Refresh sample data" starts the account’s jobs waiting for it at once, and each refresh runs them once', async () => {
    const jobId = await makeJob(regionReport('West', 'sample-refresh'), {
      runAfterRefresh: true,
      runOnSchedule: false,
      refreshPollMinutes: 60,
    })
    const refreshed = await h.client.post('/api/sample/refresh')
    expect(refreshed.status).toBe(200)
    expect(await refreshed.json()).toMatchObject({ jobsStarted: 1 })
    const [run] = await refreshRuns(jobId)
    expect(run!.triggerDetail).toMatch(/^Refresh of the sample data completed at /)
    expect(await waitForRun(h.client, jobId, run!.jobExecutionId)).toMatchObject({ runStatus: 'SUCCESS' })
    await pollHappened(jobId)
    expect(await refreshRuns(jobId)).toHaveLength(1)
  })

  it('refuses a job that nothing would start', async () => {
    const created = await h.client.post('/api/user-jobs', {
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
    const jobId = await makeJob(regionReport('North', 'trigger'), {})
    const created = await h.client.post(`/api/user-jobs/${jobId}/trigger`)
    expect(created.status).toBe(201)
    const { url, token } = (await created.json()) as { url: string; token: string }
    expect(url).toBe(`${h.t.url}/api/triggers/${token}`)
    expect(JSON.stringify(await getJob(jobId))).not.toContain(token)
    const { rows } = await h.sql.query('select trigger_token_hash from user_jobs where id = $1', [jobId])
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
    await waitForRun(h.client, jobId, runId)
    const audited = await h.sql.query(
      `select data from audit_events where type = 'TRIGGER_URL_USED' and data->>'runId' = $1`,
      [String(runId)],
    )
    expect(audited.rows).toHaveLength(1)
  })

  it('answers 404 once revoked or regenerated, with a clear message', async () => {
    const jobId = await makeJob(regionReport('South', 'revoke'), {})
    const old = (await (await h.client.post(`/api/user-jobs/${jobId}/trigger`)).json()) as { url: string }
    const renewed = (await (await h.client.post(`/api/user-jobs/${jobId}/trigger`)).json()) as { url: string }
    const refused = await fire(old.url, 'key-after-regenerate')
    expect(refused.status).toBe(404)
    expect(((await refused.json()) as { message: string }).message).toBe(
      'This trigger URL is unknown or was revoked. Create a new one on the job’s schedule step.',
    )
    expect((await getJob(jobId)).triggerCreatedAt).not.toBeNull()
    expect((await h.client.request('DELETE', `/api/user-jobs/${jobId}/trigger`)).status).toBe(204)
    expect((await fire(renewed.url, 'key-after-revoke')).status).toBe(404)
    expect((await getJob(jobId)).triggerCreatedAt).toBeNull()
  })

  it('answers 429 with Retry-After when flooded', async () => {
    const jobId = await makeJob(regionReport('East', 'flood'), {})
    const { url } = (await (await h.client.post(`/api/user-jobs/${jobId}/trigger`)).json()) as { url: string }
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
