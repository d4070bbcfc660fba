import { FIRST_RUN_DELAY_MS, type UserJob, type UserJobInput } from '@herald/contracts'
import type { Principal } from '../auth/index.ts'
import { assertMayCreateJobs } from './job-creation-rule.ts'
import type { JobDeps } from './job-deps.ts'
import { scheduleColumns } from './job-schedule.ts'
import { insertJob } from './jobs.queries.ts'
import { presentJob } from './present-job.ts'
import { refreshSettingsFields } from './refresh-triggers/refresh-settings.ts'
import { assertCalendarRules } from './calendar/calendar-rules-check.ts'
import { assertStartNotInPast } from './start-date-rule.ts'

/** A new job is PROVISIONING, first runs 15 minutes from now, and mails its owner until recipients are set. */
export async function createJob(
  { db, clock }: JobDeps,
  principal: Principal,
  input: UserJobInput,
): Promise<UserJob> {
  const now = clock()
  assertStartNotInPast(input.userJobStartTime, input.timeZone, now)
  assertCalendarRules(input)
  await assertMayCreateJobs(db, principal.userId)
  const row = await insertJob(db, {
    userId: principal.userId,
    name: input.name,
    isActive: input.isActive,
    ...scheduleColumns(input),
    recipients: [principal.email],
    status: 'PROVISIONING',
    nextRunAt: new Date(now.getTime() + FIRST_RUN_DELAY_MS),
    ...refreshSettingsFields(input, undefined, now),
  })
  return presentJob(row, principal.email)
}
