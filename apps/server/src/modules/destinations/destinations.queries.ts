import { and, asc, count, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { filterRows, jobDestinations } from '../../db/schema/index.ts'

export type JobDestinationRow = typeof jobDestinations.$inferSelect

export async function listJobDestinations(db: Executor, jobId: number): Promise<JobDestinationRow[]> {
  return db
    .select()
    .from(jobDestinations)
    .where(eq(jobDestinations.jobId, jobId))
    .orderBy(asc(jobDestinations.id))
}

export async function countJobDestinations(db: Executor, jobId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(jobDestinations).where(eq(jobDestinations.jobId, jobId))
  return row?.n ?? 0
}

export async function insertJobDestination(
  db: Executor,
  row: Omit<typeof jobDestinations.$inferInsert, 'id' | 'createdAt'>,
): Promise<JobDestinationRow> {
  const [inserted] = await db.insert(jobDestinations).values(row).returning()
  return inserted!
}

export async function findJobDestination(
  db: Executor,
  jobId: number,
  destinationId: number,
): Promise<JobDestinationRow | undefined> {
  const [row] = await db
    .select()
    .from(jobDestinations)
    .where(and(eq(jobDestinations.jobId, jobId), eq(jobDestinations.id, destinationId)))
  return row
}

export async function deleteJobDestination(
  db: Executor,
  jobId: number,
  destinationId: number,
): Promise<boolean> {
  const deleted = await db
    .delete(jobDestinations)
    .where(and(eq(jobDestinations.jobId, jobId), eq(jobDestinations.id, destinationId)))
    .returning({ id: jobDestinations.id })
  return deleted.length > 0
}

/** The job's first active filter row: what a test fills a row token (`{Channel}`) from. */
export async function firstActiveRow(db: Executor, jobId: number) {
  const [row] = await db
    .select({
      filterName: filterRows.filterName,
      filterValue: filterRows.filterValue,
      fields: filterRows.fields,
    })
    .from(filterRows)
    .where(and(eq(filterRows.jobId, jobId), eq(filterRows.isActive, true)))
    .orderBy(asc(filterRows.position))
    .limit(1)
  return row
}
