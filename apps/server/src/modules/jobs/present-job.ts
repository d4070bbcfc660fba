import { HolidayPolicy, type JobRunView, type UserJob } from '@herald/contracts'
import type { RunRow } from './job-runs.queries.ts'
import type { JobRow } from './jobs.queries.ts'
import { presentRefreshSettings } from './refresh-triggers/present-refresh-settings.ts'

export function presentJob(row: JobRow, ownerEmail: string): UserJob {
  return {
    id: row.id,
    name: row.name,
    isActive: row.isActive,
    status: row.status as UserJob['status'],
    jobStatusDetails: row.statusDetails,
    jobErrorDetails: row.errorDetails,
    timeZone: row.timeZone,
    jobRunFrequency: row.runFrequency as UserJob['jobRunFrequency'],
    userJobStartTime: row.startTime,
    jobCronExpression: row.cronExpression,
    lastRun: row.lastRunAt?.toISOString() ?? null,
    nextRun: row.isActive && row.runOnSchedule ? (row.nextRunAt?.toISOString() ?? null) : null,
    jobDuration: row.durationMs,
    userEmail: ownerEmail,
    recipients: row.recipients,
    hasActiveRun: row.hasActiveRun,
    firstRunReplaced: row.firstRunReplaced,
    endDate: row.endDate,
    workingDaysOnly: row.workingDaysOnly,
    holidayPolicy: HolidayPolicy.safeParse(row.holidayPolicy).data ?? 'NEXT_WORKING_DAY',
    // The scheduler clears the next run when the schedule has none left; with an end date, that is the end.
    ended: row.isActive && row.endDate !== null && row.nextRunAt === null,
    ...presentRefreshSettings(row),
  }
}

export function presentRun(row: RunRow): JobRunView {
  return {
    id: row.id,
    jobId: row.jobId,
    scheduledFor: row.scheduledFor.toISOString(),
    trigger: row.trigger as JobRunView['trigger'],
    triggerDetail: row.triggerDetail,
    status: row.status as JobRunView['status'],
    reason: row.reason,
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  }
}
