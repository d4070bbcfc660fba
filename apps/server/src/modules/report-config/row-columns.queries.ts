import { eq, sql } from 'drizzle-orm'
import { queryRows, type Executor } from '../../db/client.ts'
import { filterRows, reportTasks } from '../../db/schema/index.ts'

/**
 * The columns of the job's filter rows a token may name (ADR 0047), or undefined when the rows come from
 * the BI tool at run time (Automated Input) or the job has no report task yet: then any column may be named.
 */
export async function tokenColumnsOfJob(db: Executor, jobId: number): Promise<string[] | undefined> {
  const [task] = await db
    .select({ mode: reportTasks.ingestionMode })
    .from(reportTasks)
    .where(eq(reportTasks.jobId, jobId))
  if (!task || task.mode === 'AUTOMATED_FILTERS') return undefined
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select distinct jsonb_object_keys(${filterRows.fields}) as name from ${filterRows}
        where ${filterRows.jobId} = ${jobId} order by 1`,
  )
  return rows.map((r) => r.name)
}
