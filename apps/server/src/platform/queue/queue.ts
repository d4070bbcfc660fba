import { sql } from 'drizzle-orm'
import { PgBoss, fromDrizzle, fromPglite, type JobResult } from 'pg-boss'
import type { Executor, QueueConnection } from '../../db/client.ts'
import type { Logger } from '../log.ts'
import type { AnyJob, JobType, JobWorker, WorkerDeps } from './define-job.ts'
import { cancelWaitingJobs, fairShareBase } from './fair-share.ts'

export interface Queue {
  /**
   * Enqueue; pass `tx` to make the job part of the caller's transaction, `account` to queue it in that
   * account's turn (as `enqueueMany`). Returns the job id.
   */
  enqueue<P>(
    job: JobType<P>,
    payload: P,
    opts?: { tx?: Executor; startAfterSeconds?: number; account?: string },
  ): Promise<string>
  /**
   * Enqueue many jobs of one type in one statement, optionally inside the caller's transaction. With
   * `account`, the jobs take that account's turn in the queue (ADR 0039): the workers serve the accounts
   * with work waiting one job each in turn, so one account's large run never holds another's back.
   */
  enqueueMany<P>(job: JobType<P>, payloads: P[], opts?: { tx?: Executor; account?: string }): Promise<void>
  /**
   * Cancels, in one statement, the jobs of this type not yet taken by a worker whose payload's `field`
   * is one of `values`; returns how many. Jobs under way are left to finish.
   */
  cancelWaiting<P>(
    job: JobType<P>,
    field: keyof P & string,
    values: (string | number)[],
    opts?: { tx?: Executor },
  ): Promise<number>
  stop(): Promise<void>
}

/** The queue and the jobs it was started with. */
export interface JobQueue<Jobs extends readonly AnyJob[]> extends Queue {
  /**
   * Starts the worker of every job of the list in this process (the worker role), each built once from
   * `deps`; the payload is validated again when a job runs.
   */
  work(deps: WorkerDeps<Jobs>): Promise<void>
}

/**
 * Jobs fetched at once and run side by side, by two fetch loops per process; while batches come back
 * full the loops fetch without pausing.
 */
const BATCH = 8
/**
 * How often dead workers are looked for. A killed worker's heartbeat (refreshed every 5 s) goes stale
 * 5–10 s after its death (`heartbeatSeconds` 10, pg-boss's minimum); a monitor pass — one per queue
 * every 2 s across all processes — then fails its jobs into retry, which starts after the job's
 * `retryDelay`. A dead worker's email is taken up again within about 15 s (pg-boss's defaults: a
 * minute or more). The pass also refreshes pg-boss's queue statistics, which pg-boss itself backs off
 * when they grow slow.
 */
const MONITORING = { superviseIntervalSeconds: 2, monitorIntervalSeconds: 2 } as const
const FETCH_LOOPS = 2

/**
 * pg-boss on the application's own database (PostgreSQL or the embedded PGlite), with a queue for each job of
 * the list (its retry policy) created before anything is enqueued.
 */
export async function startQueue<const Jobs extends readonly AnyJob[]>(
  conn: QueueConnection,
  jobs: Jobs,
  log: Logger,
): Promise<JobQueue<Jobs>> {
  const boss =
    conn.kind === 'postgres'
      ? new PgBoss({ connectionString: conn.connectionString, schedule: false, max: 4, ...MONITORING })
      : new PgBoss({ db: fromPglite(conn.client), backend: 'pglite', schedule: false, ...MONITORING })
  boss.on('error', (err) => log.error({ err }, 'queue error'))
  await boss.start()
  for (const job of jobs) {
    const { retryLimit, retryDelay, retryBackoff, heartbeatSeconds, expireInSeconds } = job.options
    await boss.createQueue(job.name, {
      retryLimit,
      retryDelay,
      retryBackoff,
      heartbeatSeconds,
      expireInSeconds,
    })
  }
  return {
    async enqueue(job, payload, opts) {
      const data = job.payload.parse(payload) as object
      const db = opts?.tx ? inTransaction(opts.tx) : undefined
      const startAfter = opts?.startAfterSeconds
      const account = opts?.account
      const id = await boss.send(job.name, data, {
        ...(db ? { db } : {}),
        ...(startAfter ? { startAfter } : {}),
        ...(account === undefined
          ? {}
          : { priority: await fairShareBase(db ?? boss.getDb(), job.name, account), group: { id: account } }),
      })
      if (!id) throw new Error(`queue refused job ${job.name}`)
      return id
    },
    async enqueueMany(job, payloads, opts) {
      if (payloads.length === 0) return
      const db = opts?.tx ? inTransaction(opts.tx) : undefined
      const account = opts?.account
      const base = account === undefined ? 0 : await fairShareBase(db ?? boss.getDb(), job.name, account)
      const data = payloads.map((payload, k) => ({
        data: job.payload.parse(payload) as object,
        ...(account === undefined ? {} : { priority: base - k, group: { id: account } }),
      }))
      await boss.insert(job.name, data, db ? { db } : {})
    },
    cancelWaiting(job, field, values, opts) {
      const db = opts?.tx ? inTransaction(opts.tx) : boss.getDb()
      return cancelWaitingJobs(db, job.name, field, values)
    },
    async work(deps) {
      for (const job of jobs) await work(boss, job, job.worker(deps), log)
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000 })
    },
  }
}

/** Runs `worker` for every job of this type: what it settles together first, then each job left side by side. */
async function work(boss: PgBoss, job: AnyJob, worker: JobWorker<unknown>, log: Logger): Promise<void> {
  const { inFlight } = worker
  const loops = inFlight ? Math.min(inFlight, 4) : FETCH_LOOPS
  const options = {
    pollingIntervalSeconds: 0.5,
    batchSize: inFlight ? Math.ceil(inFlight / loops) : BATCH,
    burstWhenBatchFull: true,
    perJobResults: true,
    localConcurrency: loops,
  } as const
  const failed = (id: string, err: unknown): JobResult => {
    log.warn({ err, job: job.name, id }, 'job failed; the queue retries it with backoff')
    return { id, status: 'failed', output: { message: err instanceof Error ? err.message : String(err) } }
  }
  await boss.work(job.name, options, async (batch) => {
    const jobs = batch.map(({ id, data }) => ({ id, payload: job.payload.safeParse(data) }))
    const valid = jobs.flatMap(({ payload }) => (payload.success ? [payload.data] : []))
    let left: Set<unknown>
    try {
      left = new Set(worker.settleTogether ? await worker.settleTogether(valid) : valid)
    } catch (err) {
      return batch.map(({ id }) => failed(id, err))
    }
    return Promise.all(
      jobs.map(async ({ id, payload }): Promise<JobResult> => {
        try {
          if (!payload.success) throw payload.error
          if (left.has(payload.data)) await worker.handle(payload.data, id)
          return { id, status: 'completed' }
        } catch (err) {
          return failed(id, err)
        }
      }),
    )
  })
}

/** pg-boss statements inside the caller's Drizzle transaction. */
function inTransaction(tx: Executor) {
  return fromDrizzle(tx as Parameters<typeof fromDrizzle>[0], sql)
}
