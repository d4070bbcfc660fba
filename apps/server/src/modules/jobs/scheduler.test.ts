import { jobMessages } from '@herald/contracts'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type DatabaseHandle } from '../../db/client.ts'
import { createLogger } from '../../platform/log.ts'
import { startQueue, type Queue } from '../../platform/queue/queue.ts'
import { createTestDatabase } from '../../../test/scratch-database.ts'
import { dispatchDueJobs, missedReason, predecessorActiveReason } from './dispatch-due-jobs.ts'
import { executeRunJob } from '../reports/index.ts'

/**
 * The scheduler against its own PostgreSQL database (no other test's scheduler shares it),
 * with the clock injected. Jobs are seeded with SQL: the subject here is dispatch, not the API.
 */
let scratch: Awaited<ReturnType<typeof createTestDatabase>>
let handles: DatabaseHandle[]
let queue: Queue
let sql: pg.Client
const T0 = new Date('2026-06-01T10:00:00Z')

beforeAll(async () => {
  scratch = await createTestDatabase('herald_scheduler')
  handles = []
  for (let i = 0; i < 3; i++) {
    handles.push(
      await openDatabase({ databaseUrl: scratch.url, dataDir: '/tmp', onConnectionLost: () => undefined }),
    )
  }
  queue = await startQueue(handles[0]!.queueConnection, [executeRunJob], createLogger('silent'))
  sql = new pg.Client({ connectionString: scratch.url })
  await sql.connect()
})
afterAll(async () => {
  await sql.end()
  await queue.stop()
  for (const h of handles) await h.close()
  await scratch.drop()
})

let userCounter = 0
/** Seeds `n` jobs; the jobs of earlier tests are paused so each test sees only its own. */
async function seedJobs(
  n: number,
  opts: { cron?: string; nextRunAt?: Date; active?: boolean; trialStart?: Date; deactivatedAt?: Date } = {},
) {
  await sql.query('update user_jobs set is_active = false')
  const userId = `scheduler-user-${userCounter++}`
  await sql.query(
    `insert into users (id, name, email, email_verified, subscription_start_date, deactivated_at)
     values ($1, 'S', $2, true, $3, $4)`,
    [userId, `${userId}@example.com`, opts.trialStart ?? new Date(), opts.deactivatedAt ?? null],
  )
  const { rows } = await sql.query(
    `insert into user_jobs (user_id, name, time_zone, start_time, cron_expression, next_run_at, is_active)
     select $1, 'job ' || g, 'UTC', '2026-01-01T00:00:00', $2, $3, $4 from generate_series(1, $5) g returning id`,
    [userId, opts.cron ?? '0 * * * *', opts.nextRunAt ?? T0, opts.active ?? true, n],
  )
  return rows.map((r) => r.id as number)
}

const runsOf = async (ids: number[]) =>
  (
    await sql.query(
      'select job_id, scheduled_for, trigger, status, reason from job_runs where job_id = any($1) order by job_id, scheduled_for',
      [ids],
    )
  ).rows

async function drain(db: DatabaseHandle, now: Date) {
  while ((await dispatchDueJobs({ db: db.db, queue, clock: () => now })) > 0);
}

describe('the scheduler', () => {
  it('fires each of 1,000 due jobs exactly once with three schedulers racing on separate connections', async () => {
    const ids = await seedJobs(1000)
    const now = new Date(T0.getTime() + 60_000)
    await Promise.all(handles.map((h) => drain(h, now)))
    const runs = await runsOf(ids)
    expect(runs).toHaveLength(1000)
    expect(new Set(runs.map((r) => r.job_id)).size).toBe(1000)
    expect(
      runs.every(
        (r) =>
          r.status === 'QUEUED' && r.trigger === 'SCHEDULE' && r.scheduled_for.getTime() === T0.getTime(),
      ),
    ).toBe(true)
    const { rows } = await sql.query(
      `select count(*)::int as n from pgboss.job where name = 'jobs.execute-run' and (data->>'runId')::bigint in (select id from job_runs where job_id = any($1))`,
      [ids],
    )
    expect(rows[0].n).toBe(1000)
    const next = await sql.query('select distinct next_run_at from user_jobs where id = any($1)', [ids])
    expect(next.rows.map((r) => r.next_run_at.toISOString())).toEqual(['2026-06-01T11:00:00.000Z'])
  })

  it('after a three-day outage gives each job one catch-up run and records the missed ones', async () => {
    const ids = await seedJobs(20)
    const now = new Date(T0.getTime() + 72 * 3600_000 + 5 * 60_000)
    await Promise.all(handles.map((h) => drain(h, now)))
    for (const id of ids) {
      const runs = (await runsOf([id])) as Array<{
        trigger: string
        status: string
        reason: string
        scheduled_for: Date
      }>
      const queued = runs.filter((r) => r.status === 'QUEUED')
      expect(queued).toHaveLength(1)
      expect(queued[0]).toMatchObject({
        trigger: 'CATCH_UP',
        scheduled_for: new Date(T0.getTime() + 72 * 3600_000),
      })
      const missed = runs.filter((r) => r.status === 'MISSED')
      expect(missed).toHaveLength(72)
      expect(missed.every((r) => r.reason === missedReason)).toBe(true)
    }
    const again = await dispatchDueJobs({ db: handles[0]!.db, queue, clock: () => now })
    expect(again).toBe(0)
  })

  it('skips and records a run whose predecessor is still active', async () => {
    const [id] = await seedJobs(1)
    await drain(handles[0]!, new Date(T0.getTime() + 60_000))
    await drain(handles[1]!, new Date(T0.getTime() + 3600_000 + 60_000))
    const runs = await runsOf([id!])
    expect(runs.map((r) => [r.status, r.reason])).toEqual([
      ['QUEUED', null],
      ['SKIPPED', predecessorActiveReason],
    ])
  })

  it('never fires an inactive job', async () => {
    const ids = await seedJobs(3, { active: false })
    await drain(handles[0]!, new Date(T0.getTime() + 24 * 3600_000))
    expect(await runsOf(ids)).toHaveLength(0)
  })

  it('records runs of an expired trial as skipped, with the spec text', async () => {
    const ids = await seedJobs(1, { trialStart: new Date(T0.getTime() - 8 * 24 * 3600_000) })
    await drain(handles[0]!, new Date(T0.getTime() + 60_000))
    const runs = await runsOf(ids)
    expect(runs.map((r) => [r.status, r.reason])).toEqual([['SKIPPED', jobMessages.trialExpired]])
  })

  it('records runs of a deactivated account as skipped, and moves its next run on', async () => {
    const ids = await seedJobs(1, { deactivatedAt: T0 })
    const now = new Date(T0.getTime() + 60_000)
    await drain(handles[0]!, now)
    const runs = await runsOf(ids)
    expect(runs.map((r) => [r.status, r.reason])).toEqual([['SKIPPED', jobMessages.ownerDeactivated]])
    const { rows } = await sql.query('select next_run_at from user_jobs where id = $1', [ids[0]])
    expect(rows[0].next_run_at.getTime()).toBeGreaterThan(now.getTime())
  })

  it('pauses a job whose start date is not a real date, with the reason, and runs every other due job', async () => {
    const good = await seedJobs(5)
    const { rows } = await sql.query(
      `insert into user_jobs (user_id, name, time_zone, start_time, cron_expression, next_run_at)
       select user_id, 'broken ' || s, 'UTC', s, c, $2 from user_jobs,
         (values ('2027-02-29T10:00:00', null), ('2027-02-30T10:00:00', '0 10 * * *'),
                 ('2027-13-45T10:00:00', null), ('2027-06-01T24:00:00', '0 * * * *')) as bad(s, c)
       where id = $1 returning id`,
      [good[0], T0],
    )
    const broken = rows.map((r) => r.id as number)
    await drain(handles[0]!, new Date(T0.getTime() + 60_000))
    expect((await runsOf(good)).map((r) => r.status)).toEqual(Array(5).fill('QUEUED'))
    expect(await runsOf(broken)).toHaveLength(0)
    const jobs = await sql.query(
      'select is_active, next_run_at, status, status_details, error_details from user_jobs where id = any($1)',
      [broken],
    )
    for (const job of jobs.rows) {
      expect(job).toMatchObject({
        is_active: false,
        next_run_at: null,
        status: 'FAILED',
        status_details: 'Paused',
      })
      expect(job.error_details).toMatch(
        /^Paused: the next run cannot be computed \(Not a valid local date-time: 2027-/,
      )
    }
  })
})
