import { jobMessages, type RunNowResult, type UserJob } from '@herald/contracts'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInClient } from '../../../test/auth-flows.ts'
import type { HttpClient } from '../../../test/http-client.ts'
import { startTestHerald, type TestHerald } from '../../../test/start-test-herald.ts'
import { openDatabase, type DatabaseHandle } from '../../db/client.ts'
import { createLogger } from '../../platform/log.ts'
import { startQueue, type Queue } from '../../platform/queue/queue.ts'
import { dispatchDueJobs } from './dispatch-due-jobs.ts'
import { executeRunJob } from '../reports/index.ts'

/**
 * A run by hand takes the place of a job's pending first run; a clone starts paused (ADR 0043). Jobs are made
 * and run through HTTP; the scheduler is then advanced past the first-run time with an injected clock, as in
 * scheduler.test.ts, on a connection of the test's own to the test Herald's database.
 */
let t: TestHerald
let sql: pg.Client
let handle: DatabaseHandle
let queue: Queue
beforeAll(async () => {
  t = await startTestHerald()
  sql = new pg.Client({ connectionString: t.databaseUrl })
  await sql.connect()
  handle = await openDatabase({ databaseUrl: t.databaseUrl, dataDir: '/tmp', onConnectionLost: () => {} })
  queue = await startQueue(handle.queueConnection, [executeRunJob], createLogger('silent'))
})
afterAll(async () => {
  await queue.stop()
  await handle.close()
  await sql.end()
  await t.stop()
})

const nextYear = new Date().getUTCFullYear() + 1
const monthly = {
  name: 'Monthly sales',
  timeZone: 'UTC',
  jobCronExpression: '0 10 1 * *',
  jobRunFrequency: 'MONTHLY',
  userJobStartTime: `${nextYear}-01-01T10:00:00`,
}
/** The schedule's first slot: its start, next year. */
const firstSlot = new Date(`${nextYear}-01-01T10:00:00Z`)

async function createJob(client: HttpClient, body: object = monthly): Promise<UserJob> {
  const response = await client.post('/api/user-jobs', body)
  expect(response.status, await response.clone().text()).toBe(201)
  return (await response.json()) as unknown as UserJob
}
async function getJob(client: HttpClient, id: number): Promise<UserJob> {
  return (await (await client.get(`/api/user-jobs/${id}`)).json()) as unknown as UserJob
}
async function runNow(client: HttpClient, id: number, key = `run-${id}-${Date.now()}`) {
  const response = await client.post(`/api/user-jobs/run/${id}`, {}, { 'idempotency-key': key })
  expect(response.status, await response.clone().text()).toBe(202)
  return (await response.json()) as unknown as RunNowResult
}
const runsOf = async (id: number) =>
  (
    await sql.query(
      'select trigger, status, reason, scheduled_for from job_runs where job_id = $1 order by scheduled_for',
      [id],
    )
  ).rows as Array<{ trigger: string; status: string; reason: string | null; scheduled_for: Date }>
/** One scheduler pass with the clock at `now`, as many times as it finds due jobs. */
async function schedulerAt(now: Date) {
  while ((await dispatchDueJobs({ db: handle.db, queue, clock: () => now })) > 0);
}
const minutes = (n: number) => n * 60_000

describe('a run by hand before the first scheduled run', () => {
  it('without it, the scheduler fires the first run 15 minutes after creation', async () => {
    const { client } = await signedInClient(t.client(), t.smtp)
    const job = await createJob(client)
    const firstRun = new Date(job.nextRun!)
    await schedulerAt(new Date(firstRun.getTime() + minutes(1)))
    // The test Herald's worker may already have taken the run (and failed it: the job has no report); what
    // matters here is that the scheduler fired it, once, at the first-run time.
    const runs = await runsOf(job.id)
    expect(runs.map(({ trigger, scheduled_for }) => ({ trigger, scheduled_for }))).toEqual([
      { trigger: 'SCHEDULE', scheduled_for: firstRun },
    ])
  })

  it('takes its place: the next run moves to the schedule and the first run never fires', async () => {
    const { client } = await signedInClient(t.client(), t.smtp)
    const job = await createJob(client)
    const firstRun = new Date(job.nextRun!)
    expect(job.firstRunReplaced).toBe(false)

    const run = await runNow(client, job.id)
    expect(run).toMatchObject({ trigger: 'MANUAL', firstRunReplaced: true, nextRun: firstSlot.toISOString() })
    expect(firstSlot.getTime()).toBeGreaterThan(firstRun.getTime())
    expect(await getJob(client, job.id)).toMatchObject({
      nextRun: firstSlot.toISOString(),
      firstRunReplaced: true,
    })

    await schedulerAt(new Date(firstRun.getTime() + minutes(1)))
    expect((await runsOf(job.id)).map((r) => r.trigger)).toEqual(['MANUAL'])
    // Job Summary keeps saying so until a scheduled run happens.
    const listed = (await (await client.get('/api/user-jobs')).json()) as unknown as UserJob[]
    expect(listed.find((j) => j.id === job.id)).toMatchObject({ firstRunReplaced: true })
    await schedulerAt(new Date(firstSlot.getTime() + minutes(1)))
    expect((await runsOf(job.id)).map((r) => r.trigger)).toEqual(['MANUAL', 'SCHEDULE'])
    expect((await getJob(client, job.id)).firstRunReplaced).toBe(false)
  })

  it('a repeated request (same Idempotency-Key) is the same run and replaces nothing more', async () => {
    const { client } = await signedInClient(t.client(), t.smtp)
    const job = await createJob(client)
    const key = `same-key-${job.id}-${Date.now()}`
    const first = await runNow(client, job.id, key)
    const again = await runNow(client, job.id, key)
    expect(again.id).toBe(first.id)
    expect(again.nextRun).toBe(first.nextRun)
    expect((await runsOf(job.id)).map((r) => r.trigger)).toEqual(['MANUAL'])
  })

  it('replaces nothing once the schedule was saved (the next run is already a slot of it)', async () => {
    const { client } = await signedInClient(t.client(), t.smtp)
    const job = await createJob(client)
    const saved = await client.request('PUT', '/api/user-jobs', {
      ...monthly,
      id: job.id,
      jobCronExpression: '0 9 1 * *',
    })
    const onSchedule = ((await saved.json()) as unknown as UserJob).nextRun
    const run = await runNow(client, job.id)
    expect(run).toMatchObject({ firstRunReplaced: false, nextRun: onSchedule })
    expect((await runsOf(job.id)).map((r) => r.trigger)).toEqual(['MANUAL'])
  })
})

describe('cloning', () => {
  it('makes a paused copy, with nothing scheduled until it is activated', async () => {
    const { client } = await signedInClient(t.client(), t.smtp)
    const job = await createJob(client)
    const response = await client.post(`/api/user-jobs/clone/${job.id}`)
    expect(response.status).toBe(201)
    const clone = (await response.json()) as unknown as UserJob
    expect(clone).toMatchObject({ name: 'Monthly sales (copy)', isActive: false, nextRun: null })

    await schedulerAt(new Date(Date.now() + minutes(20)))
    expect(await runsOf(clone.id)).toEqual([])
    const run = await client.post(`/api/user-jobs/run/${clone.id}`)
    expect(run.status).toBe(409)
    expect(((await run.json()) as { message: string }).message).toBe(jobMessages.inactive)

    const activated = (await (
      await client.post(`/api/user-jobs/activate/${clone.id}`)
    ).json()) as unknown as UserJob
    expect(activated).toMatchObject({ isActive: true, nextRun: firstSlot.toISOString() })
  })
})
