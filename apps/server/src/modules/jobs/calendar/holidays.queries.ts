import type { AccountHoliday } from '@herald/contracts'
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm'
import type { Executor } from '../../../db/client.ts'
import { accountHolidays, userJobs } from '../../../db/schema/index.ts'

/** The account's holidays, oldest first. */
export async function listHolidays(db: Executor, userId: string): Promise<AccountHoliday[]> {
  return db
    .select({ date: accountHolidays.day, name: accountHolidays.name })
    .from(accountHolidays)
    .where(eq(accountHolidays.userId, userId))
    .orderBy(asc(accountHolidays.day))
}

/** The holiday dates of each of these accounts ('YYYY-MM-DD'); an account without holidays is absent. */
export async function holidayDaysByUser(db: Executor, userIds: string[]): Promise<Map<string, string[]>> {
  const byUser = new Map<string, string[]>()
  if (userIds.length === 0) return byUser
  const rows = await db
    .select({ userId: accountHolidays.userId, day: accountHolidays.day })
    .from(accountHolidays)
    .where(inArray(accountHolidays.userId, [...new Set(userIds)]))
  for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row.day])
  return byUser
}

/** Replaces the account's whole list (a date given twice is kept once, with its first name). */
export async function replaceHolidays(
  tx: Executor,
  userId: string,
  holidays: AccountHoliday[],
): Promise<void> {
  await tx.delete(accountHolidays).where(eq(accountHolidays.userId, userId))
  const unique = [...new Map(holidays.toReversed().map((h) => [h.date, h])).values()]
  if (unique.length === 0) return
  await tx.insert(accountHolidays).values(unique.map((h) => ({ userId, day: h.date, name: h.name })))
}

/** The account's active jobs that run on working days only, locked (their next run follows the holidays). */
export async function lockWorkingDayJobs(tx: Executor, userId: string) {
  return tx
    .select()
    .from(userJobs)
    .where(
      and(
        eq(userJobs.userId, userId),
        eq(userJobs.isActive, true),
        eq(userJobs.workingDaysOnly, true),
        isNotNull(userJobs.nextRunAt),
      ),
    )
    .for('update')
}

export async function setNextRunAt(tx: Executor, jobId: number, at: Date | null): Promise<void> {
  await tx.update(userJobs).set({ nextRunAt: at }).where(eq(userJobs.id, jobId))
}
