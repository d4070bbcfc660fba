import { scheduleMessages as m, type NextRunsResult, type UserJob } from '@herald/contracts'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInClient } from '../../../../test/auth-flows.ts'
import type { HttpClient } from '../../../../test/http-client.ts'
import { startTestHerald, type TestHerald } from '../../../../test/start-test-herald.ts'
import { openDatabase, type DatabaseHandle } from '../../../db/client.ts'
import { createLogger } from '../../../platform/log.ts'
import { startQueue, type Queue } from '../../../platform/queue/queue.ts'
import { dispatchDueJobs } from '../dispatch-due-jobs.ts'
import { executeRunJob } from '../../reports/index.ts'

/**
 * Calendar rules through HTTP (ADR 0045): next-runs, the end date, working days with the account's holidays
 * (moved or skipped) and the validation messages. The scheduler is advanced with an injected clock on the test
 * Herald's database, as in scheduler.test.ts.
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

const year = new Date().getUTCFullYear() + 1
const DAY = 86_400_000
const iso = (day: number) => new Date(day).toISOString().slice(0, 10)
const utc = (month: number, day: number, hour = 0) => Date.UTC(year, month - 1, day, hour)
const isWeekday = (day: number) => ![0, 6].includes(new Date(day).getUTCDay())

const base = {
  name: 'Finance pack',
  timeZone: 'UTC',
  jobRunFrequency: 'MONTHLY',
  userJobStartTime: `${year}-01-01T00:00:00`,
}

/** Creates a job, then saves its schedule so its next run is a slot of it (not the 15-minute first run). */
async function jobWith(client: HttpClient, fields: object): Promise<UserJob> {
  const created = await client.post('/api/user-jobs', { ...base, jobCronExpression: '0 10 1 * *' })
  expect(created.status, await created.clone().text()).toBe(201)
  const { id } = (await created.json()) as unknown as UserJob
  const saved = await client.request('PUT', '/api/user-jobs', { ...base, ...fields, id })
  expect(saved.status, await saved.clone().text()).toBe(200)
  return (await saved.json()) as unknown as UserJob
}
async function nextRunsOf(client: HttpClient, id: number, count?: number): Promise<NextRunsResult> {
  const response = await client.get(`/api/user-jobs/${id}/next-runs${count ? `?count=${count}` : ''}`)
  expect(response.status, await response.clone().text()).toBe(200)
  return (await response.json()) as unknown as NextRunsResult
}
async function saveHolidays(client: HttpClient, dates: string[]) {
  const response = await client.request('PUT', '/api/account/holidays', {
    holidays: dates.map((date) => ({ date, name: `Holiday ${date}` })),
  })
  expect(response.status, await response.clone().text()).toBe(200)
  return response.json()
}
const scheduledRuns = async (id: number) =>
  (
    await sql.query(
      "select scheduled_for from job_runs where job_id = $1 and trigger = 'SCHEDULE' order by 1",
      [id],
    )
  ).rows.map((r: { scheduled_for: Date }) => r.scheduled_for.toISOString())
async function schedulerAt(now: number) {
  while ((await dispatchDueJobs({ db: handle.db, queue, clock: () => new Date(now) })) > 0);
}
/** Lets each queued run finish being queued work of its own: the scheduler holds a slot while one is active. */
const settleRuns = (id: number) =>
  sql.query("update job_runs set status = 'SUCCESS' where job_id = $1 and status in ('QUEUED', 'RUNNING')", [
    id,
  ])

/** The last weekday of a month that is not one of the holidays, walking back from its last day. */
function lastWorkingDay(month: number, holidays: string[]): number {
  let day = Date.UTC(year, month, 0)
  while (!isWeekday(day) || holidays.includes(iso(day))) day -= DAY
  return day
}

describe('GET /api/user-jobs/{id}/next-runs', () => {
  it('answers the last working day of each month, holidays moving it back, as ISO instants', async () => {
    const { client } = await signedInClient(t.client(), t.smtp)
    // Make the last weekday of January and of March holidays, so those runs move to the day before.
    const holidays = [iso(lastWorkingDay(1, [])), iso(lastWorkingDay(3, []))]
    await saveHolidays(client, holidays)
    const job = await jobWith(client, {
      jobCronExpression: '0 18 L * *',
      workingDaysOnly: true,
      holidayPolicy: 'PREVIOUS_WORKING_DAY',
    })
    const answer = await nextRunsOf(client, job.id, 4)
    const expected = [1, 2, 3, 4].map((month) => new Date(lastWorkingDay(month, holidays) + 18 * 3_600_000))
    expect(answer).toEqual({ timeZone: 'UTC', runs: expected.map((d) => d.toISOString()), ended: false })
    expect(job.nextRun).toBe(expected[0]!.toISOString())
    expect((await nextRunsOf(client, job.id)).runs).toHaveLength(5) // 5 by default
    expect((await nextRunsOf(client, job.id, 20)).runs).toHaveLength(20)
  })

  it('answers each run in the job’s zone, DST included (last Friday at 09:00 in New York)', async () => {
    const { client } = await signedInClient(t.client(), t.smtp)
    const job = await jobWith(client, { jobCronExpression: '0 9 * * 5#L', timeZone: 'America/New_York' })
    const { runs } = await nextRunsOf(client, job.id, 12)
    const local = runs.map((r) =>
      new Intl.DateTimeFormat('en-US', {
        timeZone: 'America/New_York',
        weekday: 'short',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(new Date(r)),
    )
    expect(new Set(local)).toEqual(new Set(['Fri 09:00']))
    runs.forEach((r) =>
      expect(new Date(Date.parse(r) + 7 * DAY).getUTCMonth()).not.toBe(new Date(r).getUTCMonth()),
    )
    expect(runs.map((r) => new Date(r).getUTCMonth())).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])
  })

  it('rejects a count outside 1-20 with a clear message, and another account’s job is a 404', async () => {
    const { client } = await signedInClient(t.client(), t.smtp)
    const job = await jobWith(client, { jobCronExpression: '0 18 L * *' })
    for (const count of ['0', '21', 'abc', '2.5']) {
      const response = await client.get(`/api/user-jobs/${job.id}/next-runs?count=${count}`)
      expect(response.status).toBe(400)
      expect(((await response.json()) as { message: string }).message).toBe(
        'count must be a whole number from 1 to 20.',
      )
    }
    const { client: other } = await signedInClient(t.client(), t.smtp)
    expect((await other.get(`/api/user-jobs/${job.id}/next-runs`)).status).toBe(404)
  })
})

describe('end date', () => {
  it('runs through the end date, never after it, and the job then shows as ended', async () => {
    const { client } = await signedInClient(t.client(), t.smtp)
    const job = await jobWith(client, {
      jobCronExpression: '0 10 * * *',
      userJobStartTime: `${year}-01-01T00:00:00`,
      endDate: `${year}-01-03`,
    })
    expect(job).toMatchObject({ endDate: `${year}-01-03`, ended: false })
    expect((await nextRunsOf(client, job.id, 20)).runs).toEqual(
      [1, 2, 3].map((d) => new Date(utc(1, d, 10)).toISOString()),
    )
    for (const d of [1, 2, 3, 4, 5]) {
      await schedulerAt(utc(1, d, 10) + 60_000)
      await settleRuns(job.id)
    }
    expect(await scheduledRuns(job.id)).toEqual([1, 2, 3].map((d) => new Date(utc(1, d, 10)).toISOString()))
    const ended = (await (await client.get(`/api/user-jobs/${job.id}`)).json()) as unknown as UserJob
    expect(ended).toMatchObject({ nextRun: null, ended: true, isActive: true })
  })
})

describe('working days with the account’s holidays', () => {
  // A month whose 15th falls Monday to Thursday, so the day after it is a working day too.
  const month = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].find((mo) =>
    [1, 2, 3, 4].includes(new Date(utc(mo, 15)).getUTCDay()),
  )!
  const holiday = iso(utc(month, 15))

  it('moves a run on a holiday to the next working day, at the same time, when the holidays are saved', async () => {
    const { client } = await signedInClient(t.client(), t.smtp)
    const job = await jobWith(client, {
      jobCronExpression: '0 9 15 * *',
      userJobStartTime: `${year}-${String(month).padStart(2, '0')}-01T00:00:00`,
      workingDaysOnly: true,
      holidayPolicy: 'NEXT_WORKING_DAY',
    })
    expect(job.nextRun).toBe(new Date(utc(month, 15, 9)).toISOString())
    await saveHolidays(client, [holiday])
    const moved = new Date(utc(month, 16, 9)).toISOString()
    const saved = (await (await client.get(`/api/user-jobs/${job.id}`)).json()) as unknown as UserJob
    expect(saved.nextRun).toBe(moved)
    expect((await nextRunsOf(client, job.id, 1)).runs).toEqual([moved])
    await schedulerAt(utc(month, 15, 9) + 60_000)
    expect(await scheduledRuns(job.id)).toEqual([])
    await schedulerAt(utc(month, 16, 9) + 60_000)
    expect(await scheduledRuns(job.id)).toEqual([moved])
  })

  it('skips a run on a holiday when the job says so (the next run is the next month’s)', async () => {
    const { client } = await signedInClient(t.client(), t.smtp)
    await saveHolidays(client, [holiday])
    const job = await jobWith(client, {
      jobCronExpression: '0 9 15 * *',
      userJobStartTime: `${year}-${String(month).padStart(2, '0')}-01T00:00:00`,
      workingDaysOnly: true,
      holidayPolicy: 'SKIP',
    })
    let next = Date.UTC(year, month, 15, 9)
    while (!isWeekday(next))
      next = Date.UTC(new Date(next).getUTCFullYear(), new Date(next).getUTCMonth() + 1, 15, 9)
    expect(job.nextRun).toBe(new Date(next).toISOString())
    await schedulerAt(utc(month, 16, 9) + 60_000)
    expect(await scheduledRuns(job.id)).toEqual([])
  })

  it('keeps one account’s holidays to itself, and reads them back oldest first', async () => {
    const { client } = await signedInClient(t.client(), t.smtp)
    const { client: other } = await signedInClient(t.client(), t.smtp)
    await saveHolidays(client, [`${year}-12-25`, holiday, holiday])
    const mine = (await (await client.get('/api/account/holidays')).json()) as { holidays: unknown[] }
    expect(mine.holidays).toEqual([
      { date: holiday, name: `Holiday ${holiday}` },
      { date: `${year}-12-25`, name: `Holiday ${year}-12-25` },
    ])
    expect(await (await other.get('/api/account/holidays')).json()).toEqual({ holidays: [] })
  })
})

describe('validation messages', () => {
  it.each([
    [{ jobCronExpression: '0 18 L,1 * *' }, m.cronDayOfMonthForms],
    [{ jobCronExpression: '0 9 * * 5#6' }, m.cronDayOfWeekForms],
    [{ jobCronExpression: '0 18 L * 5' }, m.cronDayConflict],
    [{ endDate: `${year}-02-30` }, m.endDateInvalid],
    [{ endDate: '31/12/2030' }, m.endDateShape],
    [{ endDate: `${year - 1}-12-31` }, m.endBeforeStart],
    [{ jobCronExpression: '0 9 * * 6,0', workingDaysOnly: true, holidayPolicy: 'SKIP' }, m.neverOnWorkingDay],
  ])('%j → %s', async (fields, message) => {
    const { client } = await signedInClient(t.client(), t.smtp)
    const response = await client.post('/api/user-jobs', {
      ...base,
      jobCronExpression: '0 10 1 * *',
      ...fields,
    })
    expect(response.status).toBe(400)
    expect(((await response.json()) as { message: string }).message).toBe(message)
  })

  it('accepts weekend days on working days when they move, and rejects a bad policy or holiday', async () => {
    const { client } = await signedInClient(t.client(), t.smtp)
    const moved = await client.post('/api/user-jobs', {
      ...base,
      jobCronExpression: '0 9 * * 6',
      workingDaysOnly: true,
      holidayPolicy: 'NEXT_WORKING_DAY',
    })
    expect(moved.status).toBe(201)
    const policy = await client.post('/api/user-jobs', { ...base, holidayPolicy: 'SOMETIMES' })
    expect(policy.status).toBe(400)
    for (const [date, message] of [
      [`${year}-02-30`, m.holidayInvalid(`${year}-02-30`)],
      ['25 Dec', m.holidayShape],
    ] as const) {
      const response = await client.request('PUT', '/api/account/holidays', { holidays: [{ date }] })
      expect(response.status).toBe(400)
      expect(((await response.json()) as { message: string }).message).toBe(message)
    }
    const many = Array.from({ length: 401 }, (_, i) => ({ date: iso(utc(1, 1) + i * DAY) }))
    const tooMany = await client.request('PUT', '/api/account/holidays', { holidays: many })
    expect(tooMany.status).toBe(400)
    expect(((await tooMany.json()) as { message: string }).message).toBe(m.holidaysTooMany(400))
  })
})
