import {
  calendarRulesProblem,
  cronProblem,
  DEFAULT_CRON,
  EndDate,
  frequencyToCron,
  HolidayPolicy,
  JobName,
  JobRunFrequency,
  jobMessages,
  TimeZone,
  type UserJob,
  type UserJobInput,
} from '@herald/contracts'
import { z } from 'zod/mini'
import { todayIn } from '../../../lib/format-date.ts'

export type ScheduleMode = 'cron' | 'frequency'

/** Step 1's fields. Both modes keep their values; the mode decides which are sent. */
export interface ScheduleFormValues {
  name: string
  mode: ScheduleMode
  cron: string
  frequency: JobRunFrequency
  /** 'YYYY-MM-DD' */
  startDate: string
  /** 'HH:mm', 24-hour clock */
  startTime: string
  timeZone: string
  /** Calendar rules (ADR 0045): 'YYYY-MM-DD' or '' for no end; working days only and its policy. */
  endDate: string
  workingDaysOnly: boolean
  holidayPolicy: HolidayPolicy
}

/** Spec §3 / §9 defaults of a job created in the wizard. */
export const WIZARD_TIME_ZONE = 'America/New_York'
export const DEFAULT_JOB_NAME = 'New Job'
export const DEFAULT_START_TIME = '10:00'

export const scheduleTexts = {
  clock24: 'HH:MM is on a 24-hour clock.',
  multipleValues: 'You can select multiple values in the dropdowns.',
  dateRequired: 'Please choose a start date.',
  timeInvalid: 'Please enter a time as HH:MM on a 24-hour clock, like 09:30 or 17:00.',
} as const

export const FREQUENCY_OPTIONS: { value: JobRunFrequency; label: string }[] = [
  { value: 'DAILY', label: 'Daily' },
  { value: 'WEEKLY', label: 'Weekly' },
  { value: 'MONTHLY', label: 'Monthly' },
  { value: 'QUARTERLY', label: 'Quarterly' },
]

const DATE = /^\d{4}-\d{2}-\d{2}$/
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

function cronFor(job: UserJob): string {
  if (job.jobCronExpression) return job.jobCronExpression
  try {
    return frequencyToCron(job.jobRunFrequency, job.userJobStartTime)
  } catch {
    return DEFAULT_CRON
  }
}

/** The form's starting values: the job's, or the wizard's defaults for a new one. */
export function scheduleFormDefaults(job?: UserJob, now: Date = new Date()): ScheduleFormValues {
  if (!job) {
    return {
      name: DEFAULT_JOB_NAME,
      mode: 'cron',
      cron: DEFAULT_CRON,
      frequency: 'MONTHLY',
      startDate: todayIn(WIZARD_TIME_ZONE, now),
      startTime: DEFAULT_START_TIME,
      timeZone: WIZARD_TIME_ZONE,
      endDate: '',
      workingDaysOnly: false,
      holidayPolicy: 'NEXT_WORKING_DAY',
    }
  }
  return {
    name: job.name,
    mode: job.jobCronExpression ? 'cron' : 'frequency',
    cron: cronFor(job),
    frequency: job.jobRunFrequency,
    startDate: job.userJobStartTime.slice(0, 10),
    startTime: job.userJobStartTime.slice(11, 16),
    timeZone: job.timeZone,
    endDate: job.endDate ?? '',
    workingDaysOnly: job.workingDaysOnly,
    holidayPolicy: job.holidayPolicy,
  }
}

/** The local start time the API expects: '2026-12-01T10:00:00'. */
export function startTimeOf(values: Pick<ScheduleFormValues, 'startDate' | 'startTime'>): string {
  return `${values.startDate}T${values.startTime}:00`
}

/** The stored start and zone of an edited job: the start-date rule applies once they change. */
export type StoredStart = Pick<ScheduleFormValues, 'startDate' | 'startTime' | 'timeZone'>

export function storedStartOf(values: ScheduleFormValues): StoredStart {
  return { startDate: values.startDate, startTime: values.startTime, timeZone: values.timeZone }
}

/** Whether the server checks the start date (spec §5): for a new job, or when the start or zone changed. */
function startChanged(values: StoredStart, stored: StoredStart | null): boolean {
  return (
    stored === null ||
    values.startDate !== stored.startDate ||
    values.startTime !== stored.startTime ||
    values.timeZone !== stored.timeZone
  )
}

/**
 * What step 1 sends: the cron in cron mode, otherwise no cron and the frequency. In cron mode the
 * start date is not on screen; when it is past and must be checked again (the zone changed), it
 * becomes today, which changes no run (runs only ever start after now).
 */
export function toJobInput(
  values: ScheduleFormValues,
  {
    isActive = true,
    stored = null,
    now = new Date(),
  }: { isActive?: boolean; stored?: StoredStart | null; now?: Date } = {},
): UserJobInput {
  const today = todayIn(values.timeZone, now)
  const bump = values.mode === 'cron' && values.startDate < today && startChanged(values, stored)
  return {
    name: values.name.trim(),
    isActive,
    timeZone: values.timeZone,
    jobCronExpression: values.mode === 'cron' ? values.cron.trim() : null,
    jobRunFrequency: values.frequency,
    userJobStartTime: startTimeOf({
      startDate: bump ? today : values.startDate,
      startTime: values.startTime,
    }),
    endDate: values.endDate || null,
    workingDaysOnly: values.workingDaysOnly,
    holidayPolicy: values.holidayPolicy,
  }
}

/** Step 1's fields as checked one by one, before the rules between them. */
const ScheduleFields = z.object({
  name: JobName,
  mode: z.enum(['cron', 'frequency']),
  cron: z.string(),
  frequency: JobRunFrequency,
  startDate: z.string(),
  startTime: z.string(),
  timeZone: TimeZone,
  endDate: z.union([z.literal(''), EndDate]),
  workingDaysOnly: z.boolean(),
  holidayPolicy: HolidayPolicy,
})

type CheckedFields = z.infer<typeof ScheduleFields>

interface FieldProblem {
  field: keyof ScheduleFormValues
  message: string
  input: unknown
}

/** The cron's problem (cron mode), then the calendar rules' — checked once the cron, date and time are well formed. */
function cronAndCalendarProblems(values: CheckedFields): FieldProblem[] {
  const problems: FieldProblem[] = []
  const problem = values.mode === 'cron' ? cronProblem(values.cron) : undefined
  if (problem) problems.push({ field: 'cron', message: problem, input: values.cron })
  const calendar =
    problem || !DATE.test(values.startDate) || !TIME.test(values.startTime)
      ? undefined
      : calendarRulesProblem({
          cron: values.mode === 'cron' ? values.cron : null,
          frequency: values.frequency,
          startTime: startTimeOf(values),
          timeZone: values.timeZone,
          endDate: values.endDate || null,
          workingDaysOnly: values.workingDaysOnly,
          holidayPolicy: values.holidayPolicy,
        })
  if (calendar) problems.push({ field: calendar.field, message: calendar.message, input: '' })
  return problems
}

/** The start date (a date; in frequency mode not in the past once changed) and the start time. */
function startProblems(values: CheckedFields, stored: StoredStart | null, now: () => Date): FieldProblem[] {
  const problems: FieldProblem[] = []
  if (!DATE.test(values.startDate)) {
    problems.push({ field: 'startDate', message: scheduleTexts.dateRequired, input: values.startDate })
  } else if (
    values.mode === 'frequency' &&
    startChanged(values, stored) &&
    values.startDate < todayIn(values.timeZone, now())
  ) {
    problems.push({ field: 'startDate', message: jobMessages.startInPast, input: values.startDate })
  }
  if (!TIME.test(values.startTime))
    problems.push({ field: 'startTime', message: scheduleTexts.timeInvalid, input: values.startTime })
  return problems
}

/**
 * Step 1's rules (spec §5 "Job"), with the contracts' messages. In frequency mode the start date may
 * not be in the past in the job's zone, as the server checks: a stored start that is already past may
 * stay as it is while neither it nor the zone changes.
 */
export function scheduleFormSchema(stored: StoredStart | null, now: () => Date = () => new Date()) {
  return ScheduleFields.check(
    z.superRefine((values, ctx) => {
      const problems = [...cronAndCalendarProblems(values), ...startProblems(values, stored, now)]
      for (const { field, message, input } of problems)
        ctx.issues.push({ code: 'custom', path: [field], message, input })
    }),
  )
}
