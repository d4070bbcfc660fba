import { JOB_RUN_TRIGGERS } from '@herald/contracts'
import { and, asc, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import {
  emailTasks,
  filterRows,
  jobRuns,
  reportTasks,
  runFiles,
  userJobs,
  users,
} from '../../db/schema/index.ts'

/** What the delivery plan needs about the job: its clock and next run, its owner, its report and email tasks. */
export async function findPlanHead(db: Executor, userId: string, jobId: number) {
  const [row] = await db
    .select({
      job: {
        id: userJobs.id,
        name: userJobs.name,
        timeZone: userJobs.timeZone,
        nextRunAt: userJobs.nextRunAt,
      },
      owner: { email: users.email, plan: users.subscriptionType },
      task: reportTasks,
      emailsActive: emailTasks.isActive,
      /** The subject each row's email will carry (its tokens resolved per row, ADR 0047). */
      emailTitle: emailTasks.emailTitle,
    })
    .from(userJobs)
    .innerJoin(users, eq(users.id, userJobs.userId))
    .leftJoin(reportTasks, eq(reportTasks.jobId, userJobs.id))
    .leftJoin(emailTasks, eq(emailTasks.jobId, userJobs.id))
    .where(and(eq(userJobs.id, jobId), eq(userJobs.userId, userId)))
  return row
}

/** The job's first `limit` active rows in grid order, and how many active rows it has in all. */
export async function activeRowsPage(db: Executor, jobId: number, limit: number) {
  const active = and(eq(filterRows.jobId, jobId), eq(filterRows.isActive, true))
  const rows = await db.select().from(filterRows).where(active).orderBy(asc(filterRows.position)).limit(limit)
  if (rows.length < limit) return { rows, total: rows.length }
  const [counted] = await db.select({ n: count() }).from(filterRows).where(active)
  return { rows, total: counted?.n ?? rows.length }
}

/**
 * Every recipient list of the job's active rows, for counting the emails of rows beyond the listed page
 * (three short texts a row: 10,000 rows are a few hundred KB).
 */
export async function activeRowRecipients(db: Executor, jobId: number) {
  return db
    .select({ to: filterRows.toEmail, cc: filterRows.ccEmail, bcc: filterRows.bccEmail })
    .from(filterRows)
    .where(and(eq(filterRows.jobId, jobId), eq(filterRows.isActive, true)))
}

/** The job's last finished runs that made files: how long each took and how many files it made. */
export async function recentRunTimes(db: Executor, jobId: number, limit: number) {
  const rows = await db
    .select({
      seconds: sql<number>`extract(epoch from (${jobRuns.finishedAt} - ${jobRuns.startedAt}))`,
      files: sql<number>`(select count(*) from ${runFiles} f where f.run_id = ${jobRuns}.${sql.identifier(jobRuns.id.name)})`,
    })
    .from(jobRuns)
    .where(
      and(
        eq(jobRuns.jobId, jobId),
        inArray(jobRuns.status, ['SUCCESS', 'FAILED']),
        inArray(jobRuns.trigger, [...JOB_RUN_TRIGGERS]),
        isNotNull(jobRuns.startedAt),
        isNotNull(jobRuns.finishedAt),
      ),
    )
    .orderBy(desc(jobRuns.finishedAt))
    .limit(limit)
  return rows.map((r) => ({ seconds: Number(r.seconds), files: Number(r.files) })).filter((r) => r.files > 0)
}
