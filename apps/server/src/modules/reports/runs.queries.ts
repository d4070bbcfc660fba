import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { writeInChunks } from '../../db/chunks.ts'
import { queryRows, type Database, type Executor } from '../../db/client.ts'
import { preparedPerDatabase } from '../../db/prepared.ts'
import {
  automatedFilterConfigs,
  deliveries,
  destinationDeliveries,
  emailTasks,
  filterRows,
  jobRuns,
  notificationRecipients,
  reportTasks,
  runFiles,
  userJobs,
  users,
} from '../../db/schema/index.ts'

export type RunFileInsert = typeof runFiles.$inferInsert

const planOfRun = preparedPerDatabase((db) =>
  db
    .select({
      run: jobRuns,
      job: { id: userJobs.id, name: userJobs.name, timeZone: userJobs.timeZone, userId: userJobs.userId },
      owner: {
        email: users.email,
        plan: users.subscriptionType,
        /** Whether a failed run has anyone to notify (then its failure and the notice commit together). */
        notifiesFailures: sql<boolean>`exists (select 1 from ${notificationRecipients} where ${notificationRecipients.userId} = ${users.id})`,
      },
      task: reportTasks,
      emailTask: emailTasks,
      automated: automatedFilterConfigs,
    })
    .from(jobRuns)
    .innerJoin(userJobs, eq(userJobs.id, jobRuns.jobId))
    .innerJoin(users, eq(users.id, userJobs.userId))
    .leftJoin(reportTasks, eq(reportTasks.jobId, userJobs.id))
    .leftJoin(emailTasks, eq(emailTasks.jobId, userJobs.id))
    .leftJoin(automatedFilterConfigs, eq(automatedFilterConfigs.jobId, userJobs.id))
    .where(eq(jobRuns.id, sql.placeholder('runId')))
    .prepare('load_run_plan'),
)

const activeRowsOfJob = preparedPerDatabase((db) =>
  db
    .select()
    .from(filterRows)
    .where(and(eq(filterRows.jobId, sql.placeholder('jobId')), eq(filterRows.isActive, true)))
    .orderBy(asc(filterRows.position))
    .prepare('load_run_rows'),
)

/**
 * Everything a run needs to fan out, read once: the run, its job and owner, the report and email tasks,
 * and the active filter rows (none read when there is no report task: such a run fails at start). Both
 * reads are prepared statements — this runs once per queue job, and a thundering herd is thousands.
 */
export async function loadRunPlan(db: Database, runId: number) {
  const [head] = await planOfRun(db).execute({ runId })
  if (!head) return undefined
  const rows = head.task ? await activeRowsOfJob(db).execute({ jobId: head.job.id }) : []
  return { ...head, rows }
}
export type RunPlan = NonNullable<Awaited<ReturnType<typeof loadRunPlan>>>

/** QUEUED → RUNNING; false when the run was cancelled or already started (a redelivered queue job). */
export async function startRun(
  tx: Executor,
  runId: number,
  now: Date,
  emailsEnabled: boolean,
): Promise<boolean> {
  const started = await tx
    .update(jobRuns)
    .set({ status: 'RUNNING', startedAt: now, emailsEnabled })
    .where(and(eq(jobRuns.id, runId), eq(jobRuns.status, 'QUEUED')))
    .returning({ jobId: jobRuns.jobId })
  const jobId = started[0]?.jobId
  if (jobId === undefined) return false
  await tx
    .update(userJobs)
    .set({ status: 'RUNNING', statusDetails: null, errorDetails: null, lastRunAt: now, updatedAt: now })
    .where(eq(userJobs.id, jobId))
  return true
}

export async function insertRunFiles(tx: Executor, files: RunFileInsert[]): Promise<number[]> {
  const ids: number[] = []
  await writeInChunks(files, async (chunk) => {
    const inserted = await tx
      .insert(runFiles)
      .values(chunk)
      .onConflictDoNothing()
      .returning({ id: runFiles.id })
    ids.push(...inserted.map((f) => f.id))
  })
  return ids
}

/**
 * QUEUED → FAILED in one statement, for a run whose outcome is known as it starts: the run gets its
 * start and end, the job its status, reason, last run and zero duration. Returns the job id when it failed.
 */
export async function failRunAtStart(
  db: Executor,
  runId: number,
  reason: string,
  details: string,
  now: Date,
): Promise<number | undefined> {
  const [failed] = await failRunsAtStart(db, sql`${jobRuns.id} = ${runId}`, { reason, details, now })
  return failed?.jobId
}

/**
 * `failRunAtStart` for every run of `runIds` still QUEUED whose job has no report and whose owner has no one to
 * notify, in one statement (what is checked and what is written are one step); returns the runs it failed.
 */
export function failUnconfiguredRunsAtStart(
  db: Executor,
  runIds: number[],
  outcome: FailureAtStart,
): Promise<Array<{ runId: number; jobId: number }>> {
  const which = and(
    inArray(jobRuns.id, runIds),
    sql`not exists (select 1 from ${reportTasks} where ${reportTasks.jobId} = ${jobRuns.jobId})`,
    sql`not exists (
      select 1 from ${notificationRecipients} join ${userJobs} on ${userJobs.userId} = ${notificationRecipients.userId}
      where ${userJobs.id} = ${jobRuns.jobId})`,
  )!
  return failRunsAtStart(db, which, outcome)
}

interface FailureAtStart {
  reason: string
  details: string
  now: Date
}

/** The QUEUED runs that `which` selects (a condition on `job_runs`) fail at start; returns the runs it failed. */
async function failRunsAtStart(
  db: Executor,
  which: SQL,
  { reason, details, now }: FailureAtStart,
): Promise<Array<{ runId: number; jobId: number }>> {
  const rows = await queryRows<{ run_id: string; job_id: number }>(
    db,
    sql`
    with failed as (
      update ${jobRuns} set status = 'FAILED', reason = ${reason}, started_at = ${now}, finished_at = ${now}
      where ${which} and ${jobRuns.status} = 'QUEUED'
      returning ${jobRuns.id} as run_id, ${jobRuns.jobId} as job_id
    ), jobs as (
      update ${userJobs} set status = 'FAILED', status_details = ${details}, error_details = ${reason},
        last_run_at = ${now}, duration_ms = 0, updated_at = ${now}
      from failed where ${userJobs.id} = failed.job_id
    )
    select run_id, job_id from failed`,
  )
  return rows.map((row) => ({ runId: Number(row.run_id), jobId: row.job_id }))
}

/**
 * Closes a RUNNING run once every file and every email of it is settled: no file still to render, and
 * no email PENDING or SENDING (one waiting for its retry after a deferral is settled; history shows it
 * as queued). SUCCESS when every file was generated, FAILED otherwise, and the job shows the counts, the
 * first error and the duration. Whoever settles a file or an email calls it in the same transaction,
 * after its own writes. The run row is locked first and the check is a later statement, so of two
 * closers committing at once the second waits for the first and then sees its writes: the last one to
 * settle closes the run, exactly once.
 */
export async function finishRunIfDone(tx: Executor, runId: number, now: Date) {
  if (!(await lockRunningRun(tx, runId)) || (await runHasOpenWork(tx, runId))) return undefined
  // Nothing is open: count the files once, close the run and show the outcome on the job.
  const row = await closeRun(tx, runId, now)
  return row ? presentClosedRun(row) : undefined
}

/** Locks the run's row (the closers' turn-taking); whether it is still RUNNING. */
async function lockRunningRun(tx: Executor, runId: number): Promise<boolean> {
  const [run] = await tx
    .select({ status: jobRuns.status })
    .from(jobRuns)
    .where(eq(jobRuns.id, runId))
    .for('no key update')
  return run?.status === 'RUNNING'
}

/** Whether a file of the run is still to render, or an email or a destination delivery still PENDING or SENDING. */
async function runHasOpenWork(tx: Executor, runId: number): Promise<boolean> {
  const [open] = await queryRows<{ yes: boolean }>(
    tx,
    sql`
    -- Partial indexes answer it: the run's files still open, its emails, its destination deliveries.
    select exists (
      select 1 from ${runFiles} where run_id = ${runId} and status in ('EXECUTION_NOT_STARTED', 'RUNNING')
    ) or exists (
      select 1 from ${deliveries} where run_id = ${runId} and status in ('PENDING', 'SENDING')
    ) or exists (
      select 1 from ${destinationDeliveries} where run_id = ${runId} and status in ('PENDING', 'SENDING')
    ) as yes`,
  )
  return open?.yes === true
}

interface ClosedRunRow {
  job_id: number
  user_id: string
  name: string
  trigger: string
  status: 'SUCCESS' | 'FAILED'
  generated: number
  failed: number
  skipped: number
  skipped_reasons: string[] | null
  first_error: string | null
  emailed: number
  emails_failed: number
  emails_waiting: number
  duration_ms: number
}

/** Counts the run's files and emails, closes the run and (but for a test run) shows the outcome on the job. */
async function closeRun(tx: Executor, runId: number, now: Date): Promise<ClosedRunRow | undefined> {
  const rows = await queryRows<ClosedRunRow>(
    tx,
    sql`
    with counts as (
      -- Each file with its email, if it has one (deliveries.file_id is unique): files and emails in one pass.
      select count(*) filter (where f.status = 'GENERATED')::int as generated,
             count(*) filter (where f.status = 'FAILED')::int as failed,
             count(*) filter (where f.status = 'SKIPPED')::int as skipped,
             count(d.id) filter (where d.status = 'SENT')::int as emailed,
             count(d.id) filter (where d.status in ('FAILED', 'UNCERTAIN'))::int as emails_failed,
             count(d.id) filter (where d.status = 'RETRY')::int as emails_waiting,
             (array_agg(f.error order by f.position) filter (where f.status = 'FAILED'))[1] as first_error,
             (array_agg(f.error order by f.position) filter (where f.status = 'SKIPPED'))[1:50] as skipped_reasons
      from ${runFiles} f left join ${deliveries} d on d.file_id = f.id
      where f.run_id = ${runId}
    ), finished as (
      update ${jobRuns} r
      set status = case when c.failed = 0 then 'SUCCESS' else 'FAILED' end,
          reason = case when c.failed = 0 then null else c.first_error end,
          finished_at = ${now}
      from counts c
      where r.id = ${runId} and r.status = 'RUNNING'
      returning r.job_id, r.trigger, r.status, r.started_at, c.generated, c.failed, c.skipped, c.first_error,
        c.skipped_reasons, c.emailed, c.emails_failed, c.emails_waiting
    ), job as (
      -- A test run (ADR 0043) is not the job's last run: its status, details and duration stay as they were.
      update ${userJobs} j
      set status = f.status,
          status_details = 'Generated: ' || f.generated
            || case when f.skipped > 0 then ', Skipped: ' || f.skipped else '' end
            || case when f.failed > 0 then ', Failed: ' || f.failed else '' end
            -- The emails of the run beside its files (ADR 0051): Job Summary says who was written to.
            || case when f.emailed > 0 then ', Emailed: ' || f.emailed else '' end
            || case when f.emails_failed > 0 then ', Emails failed: ' || f.emails_failed else '' end
            || case when f.emails_waiting > 0 then ', Emails waiting: ' || f.emails_waiting else '' end,
          error_details = f.first_error,
          duration_ms = greatest(0, (extract(epoch from (${now}::timestamptz - f.started_at)) * 1000)::bigint),
          updated_at = ${now}
      from finished f where j.id = f.job_id and f.trigger <> 'TEST'
    )
    select f.job_id, j.user_id, j.name, f.trigger, f.status, f.generated, f.failed, f.skipped, f.skipped_reasons,
      f.first_error, f.emailed, f.emails_failed, f.emails_waiting,
      greatest(0, (extract(epoch from (${now}::timestamptz - f.started_at)) * 1000)::bigint)::float8 as duration_ms
    from finished f join ${userJobs} j on j.id = f.job_id`,
  )
  return rows[0]
}

/** The closed run as its closer reports it: the job, the outcome, the counts and the duration. */
function presentClosedRun(row: ClosedRunRow) {
  return {
    job: { id: row.job_id, userId: row.user_id, name: row.name },
    trigger: row.trigger,
    status: row.status,
    failed: row.failed,
    skippedReasons: row.skipped_reasons ?? [],
    firstError: row.first_error,
    counts: {
      generated: row.generated,
      failed: row.failed,
      skipped: row.skipped,
      emailed: row.emailed,
      emailsFailed: row.emails_failed,
      emailsWaiting: row.emails_waiting,
    },
    durationMs: Number(row.duration_ms),
  }
}
