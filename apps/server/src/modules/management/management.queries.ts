import { sql } from 'drizzle-orm'
import { queryRows, type Executor } from '../../db/client.ts'
import { jobRuns, userJobs } from '../../db/schema/index.ts'
import type { QueueFigures } from '../../platform/metrics/metrics.ts'

/**
 * Each pg-boss queue: jobs ready to run, deferred (a retry waiting for its time), running, and how long
 * the oldest ready one has waited. Read from the shared database, so every process reports the same.
 */
export async function readQueueFigures(db: Executor): Promise<QueueFigures[]> {
  const rows = await queryRows<{
    name: string
    queued: number
    deferred: number
    active: number
    oldest: number | null
  }>(
    db,
    sql`
    select q.name,
           count(j.id) filter (where j.state in ('created', 'retry') and j.start_after <= now())::int as queued,
           count(j.id) filter (where j.state in ('created', 'retry') and j.start_after > now())::int as deferred,
           count(j.id) filter (where j.state = 'active')::int as active,
           extract(epoch from now() - min(j.start_after)
             filter (where j.state in ('created', 'retry') and j.start_after <= now()))::float8 as oldest
      from pgboss.queue q
      left join pgboss.job j on j.name = q.name and j.state in ('created', 'retry', 'active')
     group by q.name
     order by q.name`,
  )
  return rows.map((r) => ({
    name: r.name,
    queued: Number(r.queued),
    deferred: Number(r.deferred),
    active: Number(r.active),
    oldestQueuedSeconds: Math.max(0, Number(r.oldest ?? 0)),
  }))
}

export interface SchedulerState {
  /** How late the most overdue active job is; 0 when none is due. */
  lagSeconds: number
  overdueJobs: number
  /** When the scheduler last started a scheduled run (any scheduler process). */
  lastScheduledRunAt: Date | null
}

/** What the scheduler left in the database: overdue active jobs and its latest scheduled run. */
export async function readSchedulerState(db: Executor): Promise<SchedulerState> {
  const overdue = sql`${userJobs.isActive} and ${userJobs.nextRunAt} <= now()`
  const [row] = await queryRows<{ lag: number | null; overdue: number; last: string | Date | null }>(
    db,
    sql`
    select (select extract(epoch from now() - min(${userJobs.nextRunAt}))::float8
              from ${userJobs} where ${overdue}) as lag,
           (select count(*)::int from ${userJobs} where ${overdue}) as overdue,
           (select max(${jobRuns.createdAt}) from ${jobRuns}
             where ${jobRuns.trigger} in ('SCHEDULE', 'CATCH_UP')) as last`,
  )
  return {
    lagSeconds: Math.max(0, Number(row?.lag ?? 0)),
    overdueJobs: Number(row?.overdue ?? 0),
    lastScheduledRunAt: row?.last ? new Date(row.last) : null,
  }
}
