import pg from 'pg'
import { afterAll, beforeAll, expect } from 'vitest'
import type { UserJob } from '@herald/contracts'
import { signedInClient } from './auth-flows.ts'
import type { HttpClient } from './http-client.ts'
import { history, until } from './report-jobs.ts'
import { startTestHerald, type TestHerald } from './start-test-herald.ts'

export const nextYear = new Date().getUTCFullYear() + 1

/**
 * A whole Herald (web, worker, scheduler) on its own PostgreSQL database for a test file about runs after data
 * refreshes and the trigger URL (ADR 0044): started before the file's tests with `env()`, a signed-in client, a
 * connection to its database, and the helpers those tests share.
 */
export function refreshHerald(
  env: () => Record<string, string> | Promise<Record<string, string>> = () => ({}),
) {
  const h = {} as { t: TestHerald; client: HttpClient; sql: pg.Client }
  let jobCounter = 0
  beforeAll(async () => {
    h.t = await startTestHerald(await env())
    h.client = (await signedInClient(h.t.client(), h.t.smtp)).client
    h.sql = new pg.Client({ connectionString: h.t.databaseUrl })
    await h.sql.connect()
  }, 60_000)
  afterAll(async () => {
    await h.sql?.end()
    await h.t?.stop()
  })

  /** A job in UTC with the given refresh settings, its report task and an email task. */
  async function makeJob(
    report: Record<string, unknown>,
    settings: Record<string, unknown>,
    link?: (jobId: number) => Promise<unknown>,
  ): Promise<number> {
    const created = await h.client.post('/api/user-jobs', {
      name: `Refresh job ${jobCounter++}`,
      timeZone: 'UTC',
      jobRunFrequency: 'MONTHLY',
      userJobStartTime: `${nextYear}-01-01T10:00:00`,
      ...settings,
    })
    expect(created.status, await created.clone().text()).toBe(201)
    const jobId = (await created.json())['id'] as number
    await link?.(jobId)
    const saved = await h.client.post(`/api/report-job-conf?userJobId=${jobId}`, report)
    expect(saved.status, await saved.clone().text()).toBe(200)
    const email = await h.client.post(`/api/job-email-config?userJobId=${jobId}`, {
      fromEmail: 'reports@example.com',
      emailTitle: 'Your report {fileName}',
      emailBody: '<p>Fresh numbers</p>',
      isActive: true,
    })
    expect(email.status).toBe(200)
    return jobId
  }
  const runsOf = async (jobId: number) => (await history(h.client, jobId)).jobExecutions
  /** Makes the job's next refresh poll due now (what its interval would do, without waiting minutes). */
  const pollNow = (jobId: number) =>
    h.sql.query('update user_jobs set next_refresh_poll_at = now() where id = $1', [jobId])

  return {
    h,
    makeJob,
    /** How many jobs were made so far (a per-job suffix for rows). */
    jobCount: () => jobCounter,
    getJob: async (jobId: number) =>
      (await (await h.client.get(`/api/user-jobs/${jobId}`)).json()) as unknown as UserJob,
    runsOf,
    refreshRuns: async (jobId: number) => (await runsOf(jobId)).filter((e) => e.trigger === 'REFRESH'),
    pollNow,
    /** Waits until a poll of the job has happened since now (its next poll moved past now). */
    async pollHappened(jobId: number) {
      await pollNow(jobId)
      await until('a refresh poll', async () => {
        const { rows } = await h.sql.query(
          'select next_refresh_poll_at > now() as polled from user_jobs where id = $1',
          [jobId],
        )
        return rows[0].polled === true
      })
    },
    refreshRows: async (jobId: number) =>
      (
        await h.sql.query(
          'select refresh_id, state, run_id from job_refreshes where job_id = $1 order by id',
          [jobId],
        )
      ).rows,
  }
}
