import { jobMessages } from '@herald/contracts'
import { AppError } from '../../platform/http/errors.ts'

/** Today's date (YYYY-MM-DD) on the wall calendar of a time zone. */
export function todayIn(timeZone: string, now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now)
}

/** Spec §5: the start date cannot be in the past (in the job's own time zone). */
export function assertStartNotInPast(startTime: string, timeZone: string, now: Date): void {
  if (startTime.slice(0, 10) < todayIn(timeZone, now)) {
    throw new AppError(400, jobMessages.startInPast, {
      fieldErrors: [{ field: 'userJobStartTime', message: jobMessages.startInPast }],
    })
  }
}
