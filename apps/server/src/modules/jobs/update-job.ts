import type { UserJob, UserJobUpdate } from '@herald/contracts'
import type { Principal } from '../auth/index.ts'
import { changeOwnedJob } from './change-owned-job.ts'
import type { JobDeps } from './job-deps.ts'
import { nextSlot, scheduleColumns } from './job-schedule.ts'
import { refreshSettingsFields } from './refresh-triggers/refresh-settings.ts'
import { assertCalendarRules } from './calendar/calendar-rules-check.ts'
import { holidaysFor } from './calendar/job-holidays.ts'
import { assertStartNotInPast } from './start-date-rule.ts'

/** Saves step 1; a changed schedule moves the next run to the new schedule's next slot. */
export async function updateJob(
  { db, clock }: JobDeps,
  principal: Principal,
  input: UserJobUpdate,
): Promise<UserJob> {
  const now = clock()
  return changeOwnedJob(db, principal, input.id, async (current) => {
    if (input.userJobStartTime !== current.startTime || input.timeZone !== current.timeZone) {
      assertStartNotInPast(input.userJobStartTime, input.timeZone, now)
    }
    const schedule = scheduleColumns(input)
    assertCalendarRules(input)
    const changed =
      schedule.timeZone !== current.timeZone ||
      schedule.runFrequency !== current.runFrequency ||
      schedule.startTime !== current.startTime ||
      schedule.cronExpression !== current.cronExpression ||
      schedule.endDate !== current.endDate ||
      schedule.workingDaysOnly !== current.workingDaysOnly ||
      schedule.holidayPolicy !== current.holidayPolicy
    const holidays = changed ? await holidaysFor(db, { ...schedule, userId: principal.userId }) : []
    return {
      name: input.name,
      isActive: input.isActive,
      ...schedule,
      ...(changed ? { nextRunAt: nextSlot(schedule, now, holidays) } : {}),
      ...refreshSettingsFields(input, current, now),
    }
  })
}
