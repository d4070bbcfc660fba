import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { openDatabase, type DatabaseHandle } from '../../db/client.ts'
import { createLogger } from '../../platform/log.ts'
import { startQueue, type Queue } from '../../platform/queue/queue.ts'
import { createScratchDatabase } from '../../../test/scratch-database.ts'
import { closeSettledRuns } from './close-settled-runs.ts'

/**
 * A worker that settled a run's last email and stopped before closing the run (kill -9 between its commit
 * and the close) leaves the run RUNNING with nothing open: the scheduler role's sweep closes it, once.
 * Runs are seeded with SQL: the subject is the sweep, not how the run got there.
 */
let scratch: Awaited<ReturnType<typeof createScratchDatabase>>
let handle: DatabaseHandle
let queue: Queue
let sql: pg.Client
const now = new Date('2026-06-01T10:00:00Z')

beforeAll(async () => {
  scratch = await createScratchDatabase(inject('databaseUrl'), 'herald_run_sweep')
  handle = await openDatabase({
    databaseUrl: scratch.url,
    dataDir: '/tmp',
    onConnectionLost: () => undefined,
  })
  queue = await startQueue(handle.queueConnection, [], createLogger('silent'))
  sql = new pg.Client({ connectionString: scratch.url })
  await sql.connect()
  await sql.query(
    `insert into users (id, name, email, email_verified) values ('sweep', 'Sweep', 'sweep@example.com', true)`,
  )
})
afterAll(async () => {
  await sql.end()
  await queue.stop()
  await handle.close()
  await scratch.drop()
})

/** A RUNNING run of a new job with one file per given state: [file status, its email's status or null]. */
async function seedRun(files: Array<[string, string | null]>): Promise<{ runId: number; jobId: number }> {
  const { rows } = await sql.query(
    `with j as (
       insert into user_jobs (user_id, name, time_zone, start_time) values ('sweep', 'Sweep job', 'UTC', '2026-01-01T00:00:00')
       returning id
     )
     insert into job_runs (job_id, scheduled_for, trigger, status, emails_enabled, started_at)
     select id, $1, 'MANUAL', 'RUNNING', true, $1 from j returning id, job_id`,
    [now],
  )
  const runId = Number(rows[0].id)
  for (const [position, [fileStatus, emailStatus]] of files.entries()) {
    const file = await sql.query(
      `insert into run_files (run_id, position, filter_name, filter_value, to_email, cc_email, bcc_email, file_name, status, error)
       values ($1, $2, 'Sales/Region', 'East', 'a@example.com', '', '', 'Sales', $3, $4) returning id`,
      [runId, position, fileStatus, fileStatus === 'FAILED' ? 'Rendering failed: test' : null],
    )
    if (emailStatus)
      await sql.query(`insert into deliveries (file_id, status, message_id) values ($1, $2, $3)`, [
        file.rows[0].id,
        emailStatus,
        `<sweep-${runId}-${position}@herald.test>`,
      ])
  }
  return { runId, jobId: Number(rows[0].job_id) }
}

const statusOf = async (runId: number) =>
  (await sql.query('select status, reason from job_runs where id = $1', [runId])).rows[0] as {
    status: string
    reason: string | null
  }

describe('the run sweep', () => {
  it('closes a run whose every file and email is settled, and leaves one with open work running', async () => {
    const settled = await seedRun([
      ['GENERATED', 'SENT'],
      ['GENERATED', 'SENT'],
    ])
    const failed = await seedRun([
      ['GENERATED', 'SENT'],
      ['FAILED', null],
    ])
    const sending = await seedRun([
      ['GENERATED', 'SENT'],
      ['GENERATED', 'SENDING'],
    ])
    const rendering = await seedRun([['RUNNING', null]])
    const deps = {
      db: handle.db,
      queue,
      publicUrl: 'http://herald.test',
      clock: () => now,
      log: createLogger('silent'),
    }

    expect(await closeSettledRuns(deps)).toBe(2)
    expect(await statusOf(settled.runId)).toEqual({ status: 'SUCCESS', reason: null })
    expect(await statusOf(failed.runId)).toEqual({ status: 'FAILED', reason: 'Rendering failed: test' })
    expect((await statusOf(sending.runId)).status).toBe('RUNNING')
    expect((await statusOf(rendering.runId)).status).toBe('RUNNING')
    const job = await sql.query('select status, status_details from user_jobs where id = $1', [settled.jobId])
    expect(job.rows[0]).toEqual({ status: 'SUCCESS', status_details: 'Generated: 2' })

    // Closing is conditional: another pass (or another scheduler) finds nothing more to close.
    expect(await closeSettledRuns(deps)).toBe(0)
  })
})
