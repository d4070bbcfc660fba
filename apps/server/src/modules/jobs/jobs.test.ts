import { jobMessages, type UserJob } from '@herald/contracts'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInClient } from '../../../test/auth-flows.ts'
import type { HttpClient } from '../../../test/http-client.ts'
import { createTestDatabase } from '../../../test/scratch-database.ts'
import { startTestHerald, type TestHerald } from '../../../test/start-test-herald.ts'

let t: TestHerald
let db: pg.Client
beforeAll(async () => {
  t = await startTestHerald()
  db = new pg.Client({ connectionString: t.databaseUrl })
  await db.connect()
})
afterAll(async () => {
  await db.end()
  await t.stop()
})

const nextYear = new Date().getUTCFullYear() + 1
const nonLeapYear = [nextYear, nextYear + 1].find((year) => year % 4 !== 0)!
const validJob = (name = 'Monthly sales') => ({
  name,
  timeZone: 'America/New_York',
  jobCronExpression: '0 10 1 * *',
  jobRunFrequency: 'MONTHLY',
  userJobStartTime: `${nextYear}-01-01T10:00:00`,
})
const user = () => signedInClient(t.client(), t.smtp)
const create = async (client: HttpClient, body: object = validJob()) => {
  const response = await client.post('/api/user-jobs', body)
  expect(response.status).toBe(201)
  return (await response.json()) as unknown as UserJob
}
const messageOf = async (response: Response) => ((await response.json()) as { message: string }).message

describe('creating and validating jobs', () => {
  it('creates a PROVISIONING job that first runs in 15 minutes and mails its owner', async () => {
    const { client, email } = await user()
    const before = Date.now()
    const job = await create(client)
    expect(job).toMatchObject({
      name: 'Monthly sales',
      status: 'PROVISIONING',
      isActive: true,
      recipients: [email],
      lastRun: null,
    })
    const firstRun = Date.parse(job.nextRun!) - before
    expect(firstRun).toBeGreaterThan(14 * 60_000)
    expect(firstRun).toBeLessThan(16 * 60_000)
  })

  it.each([
    [{ name: '' }, jobMessages.nameRequired],
    [{ name: 'x'.repeat(256) }, jobMessages.nameTooLong],
    [{ name: 'a/b' }, jobMessages.nameInvalidCharacters],
    [{ timeZone: 'Mars/Olympus' }, jobMessages.timeZoneInvalid('Mars/Olympus')],
    [
      { jobCronExpression: '*/15 * * * *' },
      'Jobs cannot be scheduled to run more frequently than once every 30 minutes. Please adjust your schedule.',
    ],
    [{ userJobStartTime: '2020-01-01T10:00:00' }, jobMessages.startInPast],
    [{ userJobStartTime: `${nonLeapYear}-02-29T10:00:00` }, jobMessages.startDateInvalid],
    [{ userJobStartTime: `${nextYear}-02-30T10:00:00` }, jobMessages.startDateInvalid],
    [{ userJobStartTime: `${nextYear}-13-45T10:00:00` }, jobMessages.startDateInvalid],
    [{ userJobStartTime: `${nextYear}-06-01T24:00:00` }, jobMessages.startDateInvalid],
  ])('refuses %j with the spec message', async (change, message) => {
    const { client } = await user()
    const response = await client.post('/api/user-jobs', { ...validJob(), ...change })
    expect(response.status).toBe(400)
    expect(await messageOf(response)).toBe(message)
  })
})

describe('a start date saved before the calendar was checked', () => {
  it('makes activating the job a 400 that says so, not a 500', async () => {
    const { client } = await user()
    const job = await create(client)
    await client.post(`/api/user-jobs/pause/${job.id}`)
    await db.query('update user_jobs set start_time = $2 where id = $1', [
      job.id,
      `${nextYear}-02-30T10:00:00`,
    ])
    const response = await client.post(`/api/user-jobs/activate/${job.id}`)
    expect(response.status).toBe(400)
    expect(await messageOf(response)).toBe(jobMessages.startDateInvalid)
  })
})

describe('listing jobs', () => {
  it('pages, sorts, searches by name and reports the total', async () => {
    const { client } = await user()
    for (let i = 1; i <= 35; i++)
      await create(client, validJob(`Report ${String(i).padStart(2, '0')}${i % 5 === 0 ? ' Finance' : ''}`))
    const first = await client.get('/api/user-jobs')
    expect(first.headers.get('x-total-count')).toBe('35')
    const firstPage = (await first.json()) as unknown as UserJob[]
    expect(firstPage).toHaveLength(30)
    expect(firstPage[0]!.name).toBe('Report 01')
    const second = (await (await client.get('/api/user-jobs?page=1&size=30')).json()) as unknown as UserJob[]
    expect(second).toHaveLength(5)
    const byNameDesc = (await (
      await client.get('/api/user-jobs?sort=name,desc&size=3')
    ).json()) as unknown as UserJob[]
    expect(byNameDesc.map((j) => j.name)).toEqual(['Report 35 Finance', 'Report 34', 'Report 33'])
    const found = await client.get('/api/user-jobs?search=fInAnCe')
    expect(found.headers.get('x-total-count')).toBe('7')
    const bad = await client.get('/api/user-jobs?sort=password,asc')
    expect(bad.status).toBe(400)
  })

  it('treats % and _ in a search as plain text', async () => {
    const { client } = await user()
    await create(client, validJob('Growth 100% plan'))
    await create(client, validJob('Growth 1000 plan'))
    const found = await client.get(`/api/user-jobs?search=${encodeURIComponent('100%')}`)
    expect(found.headers.get('x-total-count')).toBe('1')
  })
})

describe('managing a job', () => {
  it('updates, pauses, activates, clones and deletes', async () => {
    const { client } = await user()
    const job = await create(client)
    const updated = await client.request('PUT', '/api/user-jobs', {
      ...validJob('Renamed'),
      id: job.id,
      jobCronExpression: '30 9 * * 1',
    })
    expect(await updated.json()).toMatchObject({ name: 'Renamed', jobCronExpression: '30 9 * * 1' })

    const paused = (await (await client.post(`/api/user-jobs/pause/${job.id}`)).json()) as unknown as UserJob
    expect(paused).toMatchObject({ isActive: false, nextRun: null })
    const active = (await (
      await client.post(`/api/user-jobs/activate/${job.id}`)
    ).json()) as unknown as UserJob
    expect(active.isActive).toBe(true)
    expect(Date.parse(active.nextRun!)).toBeGreaterThan(Date.now())

    const clone = await client.post(`/api/user-jobs/clone/${job.id}`)
    expect(clone.status).toBe(201)
    expect(await clone.json()).toMatchObject({
      name: 'Renamed (copy)',
      status: 'PROVISIONING',
      jobCronExpression: '30 9 * * 1',
    })

    expect((await client.request('DELETE', `/api/user-jobs/${job.id}`)).status).toBe(204)
    expect((await client.get(`/api/user-jobs/${job.id}`)).status).toBe(404)
  })

  it('answers 404 to another account on every job endpoint', async () => {
    const { client: owner } = await user()
    const job = await create(owner)
    const { client: other } = await user()
    const attempts = [
      other.get(`/api/user-jobs/${job.id}`),
      other.request('PUT', '/api/user-jobs', { ...validJob(), id: job.id }),
      other.request('DELETE', `/api/user-jobs/${job.id}`),
      other.post(`/api/user-jobs/clone/${job.id}`),
      other.post(`/api/user-jobs/activate/${job.id}`),
      other.post(`/api/user-jobs/pause/${job.id}`),
      other.post(`/api/user-jobs/run/${job.id}`),
      other.post(`/api/user-jobs/stop/${job.id}`),
    ]
    for (const response of await Promise.all(attempts)) expect(response.status).toBe(404)
    expect((await other.get('/api/user-jobs')).headers.get('x-total-count')).toBe('0')
    expect((await owner.get(`/api/user-jobs/${job.id}`)).status).toBe(200)
  })
})

describe('running a job now', () => {
  it('queues one run per Idempotency-Key and fails it with the not-configured reason', async () => {
    const { client } = await user()
    const job = await create(client)
    const headers = { 'idempotency-key': 'run-key-0001' }
    const first = await client.post(`/api/user-jobs/run/${job.id}`, {}, headers)
    expect(first.status).toBe(202)
    const again = await client.post(`/api/user-jobs/run/${job.id}`, {}, headers)
    const [a, b] = [await first.json(), await again.json()]
    expect(b['id']).toBe(a['id'])
    let current = job
    for (let i = 0; i < 100 && current.status !== 'FAILED'; i++) {
      await new Promise((r) => setTimeout(r, 100))
      current = (await (await client.get(`/api/user-jobs/${job.id}`)).json()) as unknown as UserJob
    }
    expect(current).toMatchObject({ status: 'FAILED', jobErrorDetails: jobMessages.notConfigured })
    expect(current.lastRun).not.toBeNull()
    const { rows } = await db.query('select count(*)::int as n from job_runs where job_id = $1', [job.id])
    expect(rows[0].n).toBe(1)
  })

  it('refuses a paused job and an expired trial with the spec texts', async () => {
    const { client, email } = await user()
    const job = await create(client)
    await client.post(`/api/user-jobs/pause/${job.id}`)
    const paused = await client.post(`/api/user-jobs/run/${job.id}`)
    expect(paused.status).toBe(409)
    expect(await messageOf(paused)).toBe(jobMessages.inactive)
    await client.post(`/api/user-jobs/activate/${job.id}`)
    await db.query("update users set subscription_start_date = now() - interval '8 days' where email = $1", [
      email,
    ])
    const expired = await client.post(`/api/user-jobs/run/${job.id}`)
    expect(expired.status).toBe(403)
    expect(await messageOf(expired)).toBe(jobMessages.trialExpired)
  })
})

describe('stopping runs', () => {
  it('cancels queued runs, which no worker then starts', async () => {
    // A database of its own: the account is made with every role running, then a web-only server
    // takes the same session, so no worker can start the run before it is stopped.
    const scratch = await createTestDatabase('herald_web_only')
    const full = await startTestHerald({ DATABASE_URL: scratch.url })
    const { client: signedIn } = await signedInClient(full.client(), full.smtp)
    await full.stop()
    const webOnly = await startTestHerald({ ROLES: 'web', DATABASE_URL: scratch.url })
    const client = webOnly.client()
    for (const [name, value] of signedIn.cookies) client.cookies.set(name, value)
    const scratchDb = new pg.Client({ connectionString: scratch.url })
    await scratchDb.connect()
    try {
      const job = await create(client)
      expect((await client.post(`/api/user-jobs/run/${job.id}`)).status).toBe(202)
      const again = await client.post(`/api/user-jobs/run/${job.id}`)
      expect(again.status).toBe(409)
      const stopped = await client.post(`/api/user-jobs/stop/${job.id}`)
      expect(await stopped.json()).toEqual({ cancelled: 1 })
      const { rows } = await scratchDb.query('select status from job_runs where job_id = $1', [job.id])
      expect(rows.map((r) => r.status)).toEqual(['CANCELLED'])
    } finally {
      await scratchDb.end()
      await webOnly.stop()
      await scratch.drop()
    }
  })
})
