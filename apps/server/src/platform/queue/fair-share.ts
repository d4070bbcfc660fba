import type { Db } from 'pg-boss'

/** pg-boss's schema (its default; Herald does not rename it). */
export const BOSS_SCHEMA = 'pgboss'

/**
 * The priority the first of an account's new jobs of a type gets, so that the queue serves accounts in
 * turn (ADR 0039). pg-boss fetches by priority, highest first, then by creation. Each account's jobs
 * take consecutive priorities going down from this base, so job k of every account waiting ties at the
 * same level and the workers take one of each account's in turn:
 *
 * - an account with nothing queued starts at the head of the queue: the highest priority a worker
 *   could take now (nothing waiting: 0, so the numbers start over whenever the queue drains);
 * - an account with jobs still queued continues below its own last one (a second large run of the
 *   same account queues behind its first instead of taking a second share), never above the head.
 *
 * One statement on pg-boss's job table, in the caller's transaction. Two fan-outs at once may read
 * the same base; they then interleave, which is what is wanted.
 */
export async function fairShareBase(db: Db, jobName: string, account: string): Promise<number> {
  const { rows } = await db.executeSql(
    `select coalesce(least(
       (select min(priority) - 1 from ${BOSS_SCHEMA}.job
        where name = $1 and state < 'active' and group_id = $2),
       (select max(priority) from ${BOSS_SCHEMA}.job
        where name = $1 and state < 'active' and not blocked and start_after <= ${BOSS_SCHEMA}.job_now())
     ), 0)::int as base`,
    [jobName, account],
  )
  return (rows[0] as { base: number }).base
}

/**
 * Cancels, in one statement, the jobs of a type still waiting for a worker (created, or waiting to
 * be retried) whose payload's `field` is one of `values`. Jobs a worker holds are left to finish.
 */
export async function cancelWaitingJobs(
  db: Db,
  jobName: string,
  field: string,
  values: (string | number)[],
): Promise<number> {
  if (values.length === 0) return 0
  const { rows } = await db.executeSql(
    `with cancelled as (
       update ${BOSS_SCHEMA}.job set state = 'cancelled', completed_on = ${BOSS_SCHEMA}.job_now()
       where name = $1 and state < 'active'
         and data->>$2 in (select jsonb_array_elements_text($3::jsonb))
       returning 1
     ) select count(*)::int as n from cancelled`,
    [jobName, field, JSON.stringify(values.map(String))],
  )
  return (rows[0] as { n: number }).n
}
