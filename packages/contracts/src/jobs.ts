import { z } from 'zod/mini'
import { RefreshSettingsInput, RefreshSettingsView } from './refresh-triggers.ts'
import { JobCalendarInput, JobCalendarView } from './job-calendar.ts'
import { sortedPageShape } from './list-query.ts'
import { recordId, RecordIdParam } from './request-input.ts'
import { cronProblem } from './schedule/cron-rules.ts'
import { JobRunFrequency } from './schedule/frequency.ts'
import { isValidTimeZone } from './schedule/time-zones.ts'
import { parseLocalDateTime } from './schedule/zone-clock.ts'
import { requiredText } from './field-rules.ts'

/** Exact texts of spec §5 "Job" and §2 "/user-jobs". */
export const jobMessages = {
  nameRequired: 'Job name cannot be null or empty. Please provide a valid job name.',
  nameTooLong: 'Job name cannot exceed 255 characters. Please provide a shorter job name.',
  nameInvalidCharacters: 'Job name contains invalid characters. Please avoid using: < > : " / \\ | ? *',
  timeZoneRequired: 'Timezone cannot be null or empty. Please provide a valid timezone.',
  timeZoneInvalid: (tz: string) => `Invalid timezone: ${tz}`,
  startInPast: 'The start date cannot be in the past.',
  startDateInvalid: 'Start date is not a valid date.',
  schedulePaused: (problem: string) =>
    `Paused: the next run cannot be computed (${problem}). Correct the job's start date or schedule, then activate it.`,
  notConfigured: 'Report is not configured. Open the job and complete step 2.',
  trialExpired: 'Free Trial expired. Please contact support for extension.',
  ownerDeactivated:
    'Skipped: the account is deactivated. An administrator can reactivate it under Admin → Users.',
  inactive: 'Job is in inactive state. Please activate it to run it.',
  creationNotAllowed: 'To add a new job, schedule a call.',
  creationRefused: 'This account is not allowed to create jobs. To add a new job, schedule a call.',
  noJobs: (total: number, filtered: number) => `No jobs found. Total jobs: ${total}, Filtered: ${filtered}`,
  deleteTitle: 'Confirm delete operation',
  deleteQuestion: (name: string) => `Are you sure you want to delete "${name}"?`,
  cancelRunsTitle: 'Cancel Job Runs',
  cancelRunsQuestion: (name: string) =>
    `All the active job runs for "${name}" will be cancelled. Are you sure?`,
} as const

export const JOB_NAME_MAX = 255
export const DEFAULT_CRON = '0 10 1 * *'
export { DEFAULT_PAGE_SIZE } from './list-query.ts'

export const JobStatus = z.enum(['FAILED', 'RUNNING', 'SUCCESS', 'IDLE', 'PROVISIONING', 'READY'])
export type JobStatus = z.infer<typeof JobStatus>

export const JobRunStatus = z.enum([
  'QUEUED',
  'RUNNING',
  'SUCCESS',
  'FAILED',
  'CANCELLED',
  'SKIPPED',
  'MISSED',
])
export type JobRunStatus = z.infer<typeof JobRunStatus>

export const JobName = requiredText(
  JOB_NAME_MAX,
  { required: jobMessages.nameRequired, tooLong: jobMessages.nameTooLong },
  z.regex(/^[^<>:"/\\|?*\r\n]*$/, jobMessages.nameInvalidCharacters),
)

export const TimeZone = z
  .string({ error: jobMessages.timeZoneRequired })
  .check(
    z.trim(),
    z.minLength(1, jobMessages.timeZoneRequired),
    z.refine(isValidTimeZone, { error: (issue) => jobMessages.timeZoneInvalid(String(issue.input)) }),
  )

export const CronExpression = z.string().check(
  z.trim(),
  z.refine((v) => cronProblem(v) === undefined, { error: (issue) => cronProblem(String(issue.input)) ?? '' }),
)

const LOCAL_DATE_TIME_SHAPE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/

/** True when a well-formed local date-time names a real calendar instant (no 30 February, no 24:00). */
function isRealLocalDateTime(value: string): boolean {
  try {
    parseLocalDateTime(value)
    return true
  } catch {
    return !LOCAL_DATE_TIME_SHAPE.test(value) // a malformed value gets the shape's message only
  }
}

/** ISO local date-time without zone, e.g. 2026-12-01T10:00:00 (read in the job's time zone), on the real calendar. */
export const LocalDateTime = z
  .string()
  .check(
    z.regex(LOCAL_DATE_TIME_SHAPE, 'Use a date and time like 2026-12-01T10:00:00.'),
    z.refine(isRealLocalDateTime, jobMessages.startDateInvalid),
  )

export const UserJobInput = z.object({
  name: JobName,
  isActive: z._default(z.boolean(), true),
  timeZone: TimeZone,
  jobCronExpression: z.optional(z.nullable(CronExpression)),
  jobRunFrequency: z._default(JobRunFrequency, 'MONTHLY'),
  userJobStartTime: LocalDateTime,
  ...JobCalendarInput.shape,
  ...RefreshSettingsInput.shape,
})
export type UserJobInput = z.infer<typeof UserJobInput>

export const UserJobUpdate = z.extend(UserJobInput, { id: recordId() })
export type UserJobUpdate = z.infer<typeof UserJobUpdate>

export const UserJob = z.object({
  id: z.number(),
  name: z.string(),
  isActive: z.boolean(),
  status: JobStatus,
  jobStatusDetails: z.nullable(z.string()),
  jobErrorDetails: z.nullable(z.string()),
  timeZone: z.string(),
  jobRunFrequency: JobRunFrequency,
  userJobStartTime: z.string(),
  jobCronExpression: z.nullable(z.string()),
  lastRun: z.nullable(z.iso.datetime()),
  nextRun: z.nullable(z.iso.datetime()),
  jobDuration: z.number(),
  userEmail: z.string(),
  recipients: z.array(z.string()),
  hasActiveRun: z.boolean(),
  /** A run by hand took the place of the first scheduled run, and no scheduled run has happened since (ADR 0043). */
  firstRunReplaced: z.optional(z.boolean()),
  ...JobCalendarView.shape,
  ...RefreshSettingsView.shape,
})
export type UserJob = z.infer<typeof UserJob>

export const JOB_SORT_FIELDS = ['id', 'name', 'schedule', 'status', 'lastRun', 'duration'] as const
export type JobSortField = (typeof JOB_SORT_FIELDS)[number]

export const JobListQuery = z.object({
  ...sortedPageShape(JOB_SORT_FIELDS, 'id,asc'),
  search: z.optional(z.string().check(z.maxLength(JOB_NAME_MAX))),
})
export type JobListQuery = z.infer<typeof JobListQuery>

export const JobIdParams = z.object({ id: RecordIdParam })
export type JobIdParams = z.infer<typeof JobIdParams>

/**
 * What started a run; TEST is a test send that goes only to the signed-in user (ADR 0043); API is Run now with an
 * API key, REFRESH a refresh of the job's data and TRIGGER_URL the job's trigger URL (ADR 0044).
 */
export const RunTrigger = z.enum(['SCHEDULE', 'CATCH_UP', 'MANUAL', 'API', 'REFRESH', 'TRIGGER_URL', 'TEST'])
export type RunTrigger = z.infer<typeof RunTrigger>
/** The triggers of the job's own runs (all but a test send): one of them active holds the next one back. */
export const JOB_RUN_TRIGGERS = ['SCHEDULE', 'CATCH_UP', 'MANUAL', 'API', 'REFRESH', 'TRIGGER_URL'] as const

export const JobRunView = z.object({
  id: z.number(),
  jobId: z.number(),
  scheduledFor: z.iso.datetime(),
  trigger: RunTrigger,
  /** Which refresh started it, e.g. 'Refresh of dataset Sales completed at 07:58 (UTC)'; null otherwise. */
  triggerDetail: z.optional(z.nullable(z.string())),
  status: JobRunStatus,
  reason: z.nullable(z.string()),
  startedAt: z.nullable(z.iso.datetime()),
  finishedAt: z.nullable(z.iso.datetime()),
})
export type JobRunView = z.infer<typeof JobRunView>

/** "Run now": the run, whether it took the place of the job's pending first run, and the job's next run now. */
export const RunNowResult = z.extend(JobRunView, {
  firstRunReplaced: z.boolean(),
  nextRun: z.nullable(z.iso.datetime()),
})
export type RunNowResult = z.infer<typeof RunNowResult>
