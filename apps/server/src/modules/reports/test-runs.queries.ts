import { and, asc, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { automatedFilterConfigs, filterRows, jobRuns, reportTasks, userJobs } from '../../db/schema/index.ts'

/** What a test send of the user's job needs: the job, its report task and Automated Input config, every saved row. */
export async function loadTestSource(db: Executor, userId: string, jobId: number) {
  const [head] = await db
    .select({
      job: { id: userJobs.id, name: userJobs.name, timeZone: userJobs.timeZone },
      task: reportTasks,
      automated: automatedFilterConfigs,
    })
    .from(userJobs)
    .leftJoin(reportTasks, eq(reportTasks.jobId, userJobs.id))
    .leftJoin(automatedFilterConfigs, eq(automatedFilterConfigs.jobId, userJobs.id))
    .where(and(eq(userJobs.id, jobId), eq(userJobs.userId, userId)))
  if (!head) return undefined
  const rows = await db
    .select()
    .from(filterRows)
    .where(eq(filterRows.jobId, jobId))
    .orderBy(asc(filterRows.position))
  return { ...head, rows }
}

/**
 * A test run (trigger TEST), RUNNING from the start with its emails on: it never touches the job's status,
 * last or next run. Undefined when the slot is taken (another run started in the same millisecond).
 */
export async function insertTestRun(tx: Executor, jobId: number, now: Date): Promise<number | undefined> {
  const [run] = await tx
    .insert(jobRuns)
    .values({
      jobId,
      scheduledFor: now,
      trigger: 'TEST',
      status: 'RUNNING',
      emailsEnabled: true,
      startedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: jobRuns.id })
  return run?.id
}
