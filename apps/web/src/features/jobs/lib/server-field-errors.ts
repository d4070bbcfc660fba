import { isApiError } from '../../../lib/api-error.ts'
import type { ScheduleFormValues } from './schedule-form-values.ts'

const FIELDS: Record<string, keyof ScheduleFormValues> = {
  name: 'name',
  timeZone: 'timeZone',
  jobCronExpression: 'cron',
  jobRunFrequency: 'frequency',
  userJobStartTime: 'startDate',
  endDate: 'endDate',
  workingDaysOnly: 'workingDaysOnly',
  holidayPolicy: 'holidayPolicy',
}

/** A 400's field errors, placed on step 1's fields (the API's names mapped to the form's). */
export function serverFieldErrors(error: unknown): [keyof ScheduleFormValues, string][] {
  if (!isApiError(error) || error.status !== 400) return []
  return (error.body?.fieldErrors ?? []).flatMap(({ field, message }) => {
    const target = FIELDS[field]
    return target ? [[target, message] as [keyof ScheduleFormValues, string]] : []
  })
}
