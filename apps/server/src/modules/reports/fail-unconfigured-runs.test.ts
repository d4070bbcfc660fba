import { jobMessages } from '@herald/contracts'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../../test/scratch-database.ts'
import { openDatabase, type DatabaseHandle } from '../../db/client.ts'
import { failUnconfiguredRuns, notConfiguredDetails } from './fail-unconfigured-runs.ts'

/**
 * The run starts of a fetched batch settled together: only the runs that `executeRun` would fail at start with
 * no one to notify are failed here, in one statement; every other run is left to `executeRun`.
 */
let scratch: Awaited<ReturnType<typeof createTestDatabase>>
let handle: DatabaseHandle
let sql: pg.Client
const NOW = new Date('2026-06-01T10:00:07Z')

beforeAll(async () => {
  scratch = await createTestDatabase('herald_fail_unconfigured')
  handle = await openDatabase({
    databaseUrl: scratch.url,
    dataDir: '/tmp',
    onConnectionLost: () => undefined,
  })
  sql = new pg.Client({ connectionString: scratch.url })
  await sql.connect()
})
afterAll(async () => {
  await sql.end()
  await handle.close()
  await scratch.drop()
})

async function owner(id: string, notifies: boolean) {
  await sql.query(`insert into users (id, name, email, email_verified) values ($1, 'O', $2, true)`, [
    id,
    `${id}@example.com`,
  ])
  if (notifies)
    await sql.query(`insert into notification_recipients (user_id, email, position) values ($1, $2, 0)`, [
      id,
      `boss-${id}@example.com`,
    ])
}

/** A job of `userId` with one run in `status`; `configured` gives the job a report task. */
async function run(userId: string, opts: { configured?: boolean; status?: string } = {}): Promise<number> {
  const { rows } = await sql.query(
    `insert into user_jobs (user_id, name, time_zone, start_time, cron_expression)
     values ($1, 'job', 'UTC', '2026-01-01T00:00:00', '0 * * * *') returning id`,
    [userId],
  )
  const jobId = rows[0].id as number
  if (opts.configured)
    await sql.query(
      `insert into report_tasks (job_id, name, is_active, bi_tool, workspace_id, workspace_name, report_id,
         report_name, report_type, report_url, report_run_period, file_prefix, generate_excel, excel_visuals,
         number_of_loops, timeout_seconds, delay_seconds, pages_to_print, page_size, file_format, locale,
         ingestion_mode, filter_name, visual_name)
       values ($1, 'r', true, 'SAMPLE', 'w', 'w', 'r', 'r', 'REPORT', '', '', 'f', false, '', 1, 60, 0, '', 'A4',
         'PDF', 'en', 'MANUAL', '', '')`,
      [jobId],
    )
  const inserted = await sql.query(
    `insert into job_runs (job_id, scheduled_for, trigger, status) values ($1, '2026-06-01T10:00:00Z', 'SCHEDULE', $2)
     returning id`,
    [jobId, opts.status ?? 'QUEUED'],
  )
  return Number(inserted.rows[0].id)
}

const statusOf = async (runId: number) =>
  (
    await sql.query(
      `select r.status, r.reason, r.started_at, r.finished_at, j.status as job_status, j.status_details,
         j.error_details, j.last_run_at
       from job_runs r join user_jobs j on j.id = r.job_id where r.id = $1`,
      [runId],
    )
  ).rows[0]

describe('run starts settled together', () => {
  it('fails the unconfigured runs of owners with no one to notify and leaves every other run', async () => {
    await owner('quiet', false)
    await owner('notifying', true)
    const unconfigured = [await run('quiet'), await run('quiet'), await run('quiet')]
    const notified = await run('notifying')
    const configured = await run('quiet', { configured: true })
    const cancelled = await run('quiet', { status: 'CANCELLED' })

    const left = await failUnconfiguredRuns({ db: handle.db, clock: () => NOW }, [
      ...unconfigured,
      notified,
      configured,
      cancelled,
    ])

    expect(left).toEqual([notified, configured, cancelled])
    for (const runId of unconfigured)
      expect(await statusOf(runId)).toEqual({
        status: 'FAILED',
        reason: jobMessages.notConfigured,
        started_at: NOW,
        finished_at: NOW,
        job_status: 'FAILED',
        status_details: notConfiguredDetails,
        error_details: jobMessages.notConfigured,
        last_run_at: NOW,
      })
    expect(await statusOf(notified)).toMatchObject({ status: 'QUEUED', started_at: null })
    expect(await statusOf(configured)).toMatchObject({ status: 'QUEUED', started_at: null })
    expect(await statusOf(cancelled)).toMatchObject({ status: 'CANCELLED', started_at: null })
  })

  it('fails a run once: settled again (a redelivered batch), it is no longer QUEUED and is left alone', async () => {
    const runId = await run('quiet')
    const first = await failUnconfiguredRuns({ db: handle.db, clock: () => NOW }, [runId])
    const later = new Date(NOW.getTime() + 60_000)
    const second = await failUnconfiguredRuns({ db: handle.db, clock: () => later }, [runId])
    expect([first, second]).toEqual([[], [runId]])
    expect(await statusOf(runId)).toMatchObject({ status: 'FAILED', started_at: NOW })
  })
})
