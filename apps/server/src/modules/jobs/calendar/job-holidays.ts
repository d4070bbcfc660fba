import type { Executor } from '../../../db/client.ts'
import { holidayDaysByUser } from './holidays.queries.ts'

/** The holidays a job's schedule needs: the account's, when it runs on working days only (ADR 0045). */
export async function holidaysFor(
  db: Executor,
  job: { userId: string; workingDaysOnly?: boolean | null },
): Promise<string[]> {
  if (!job.workingDaysOnly) return []
  return (await holidayDaysByUser(db, [job.userId])).get(job.userId) ?? []
}
