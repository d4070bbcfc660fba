import type { Schedule, UserJob } from '@herald/contracts'
import { useQuery } from '@tanstack/react-query'
import { useNow } from '../../../../lib/use-now.ts'
import { holidaysQuery } from '../../api/account-holidays.ts'
import { draftUpcomingRun } from '../../lib/first-run-text.ts'
import { startTimeOf, type ScheduleFormValues } from '../../lib/schedule-form-values.ts'
import type { ScheduleFormApi } from './use-schedule-form.ts'

/** The fields that change the schedule whichever way it is given. */
const COMPARED = [
  'mode',
  'startDate',
  'startTime',
  'timeZone',
  'endDate',
  'workingDaysOnly',
  'holidayPolicy',
] as const

/** Whether the schedule on screen differs from the one the form started with. */
function scheduleChanged(values: Omit<ScheduleFormValues, 'name'>, defaults: ScheduleFormValues): boolean {
  const given = values.mode === 'cron' ? 'cron' : 'frequency'
  return values[given] !== defaults[given] || COMPARED.some((field) => values[field] !== defaults[field])
}

/**
 * The schedule as it stands on screen, with the account's holidays: what the next-runs preview shows, and the
 * run the note announces (the saved job's, or the draft's once it changed).
 */
export function useScheduleDraft(
  form: ScheduleFormApi,
  job: UserJob | undefined,
  defaults: ScheduleFormValues,
) {
  const [mode, cron, frequency, startDate, startTime, timeZone] = form.watch([
    'mode',
    'cron',
    'frequency',
    'startDate',
    'startTime',
    'timeZone',
  ])
  const [endDate, workingDaysOnly, holidayPolicy] = form.watch([
    'endDate',
    'workingDaysOnly',
    'holidayPolicy',
  ])
  const values = {
    mode,
    cron,
    frequency,
    startDate,
    startTime,
    timeZone,
    endDate,
    workingDaysOnly,
    holidayPolicy,
  }
  const holidays = useQuery(holidaysQuery).data?.holidays
  const rules = { endDate: endDate || null, workingDaysOnly, holidayPolicy }
  const now = useNow(30_000)
  const draft: Schedule = {
    cron: mode === 'cron' ? cron : null,
    frequency,
    startTime: startTimeOf({ startDate, startTime }),
    timeZone,
    ...rules,
    holidays: holidays?.map((h) => h.date) ?? [],
  }
  const upcoming = draftUpcomingRun(job, draft, scheduleChanged(values, defaults), now)
  return { ...values, holidayCount: holidays?.length, rules, draft, now, upcoming }
}

export type ScheduleDraft = ReturnType<typeof useScheduleDraft>
