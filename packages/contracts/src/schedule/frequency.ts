// Run frequencies (spec §3: DAILY, WEEKLY, MONTHLY, QUARTERLY) as crons, from the start time's fields.
// Decisions:
// - The time of day is the start time's hour and minute (seconds are ignored).
// - WEEKLY runs on the start date's weekday, MONTHLY on its day of month, QUARTERLY on its day of
//   month in its month and every third month after ('0 10 15 2,5,8,11 *' from 15 February).
// - A day of month of 29-31 is kept as is: months without that day are skipped, as cron does (the
//   allowed characters exclude croner's 'L'). The wizard can warn about it.
import { z } from 'zod/mini'
import { parseLocalDateTime } from './zone-clock.ts'

export const JobRunFrequency = z.enum(['DAILY', 'WEEKLY', 'MONTHLY', 'QUARTERLY'])
export type JobRunFrequency = z.infer<typeof JobRunFrequency>

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
/** English month names, January first (readable schedules and `{runDate:MMMM}` tokens). */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

interface StartFields {
  minute: number
  hour: number
  day: number
  weekday: number
  quarterMonths: number[]
}

function startFields(startTime: string): StartFields {
  const start = new Date(parseLocalDateTime(startTime))
  const month = start.getUTCMonth() + 1
  const quarterMonths = [0, 3, 6, 9].map((add) => ((month - 1 + add) % 12) + 1).sort((a, b) => a - b)
  return {
    minute: start.getUTCMinutes(),
    hour: start.getUTCHours(),
    day: start.getUTCDate(),
    weekday: start.getUTCDay(),
    quarterMonths,
  }
}

/** The cron a run frequency stands for, given the start time (local 'YYYY-MM-DDTHH:mm[:ss]'). */
export function frequencyToCron(frequency: JobRunFrequency, startTime: string): string {
  const { minute, hour, day, weekday, quarterMonths } = startFields(startTime)
  const time = `${minute} ${hour}`
  switch (frequency) {
    case 'DAILY':
      return `${time} * * *`
    case 'WEEKLY':
      return `${time} * * ${weekday}`
    case 'MONTHLY':
      return `${time} ${day} * *`
    case 'QUARTERLY':
      return `${time} ${day} ${quarterMonths.join(',')} *`
  }
  throw new RangeError(`Unknown run frequency: ${String(frequency)}`)
}

const listWords = (words: string[]): string =>
  words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`

/** 'Daily at 10:00', 'Weekly on Monday at 10:00', 'Monthly on day 1 at 10:00', 'Quarterly on day 1 of …'. */
export function describeFrequency(frequency: JobRunFrequency, startTime: string): string {
  const { minute, hour, day, weekday, quarterMonths } = startFields(startTime)
  const at = `at ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`
  switch (frequency) {
    case 'DAILY':
      return `Daily ${at}`
    case 'WEEKLY':
      return `Weekly on ${WEEKDAYS[weekday]} ${at}`
    case 'MONTHLY':
      return `Monthly on day ${day} ${at}`
    case 'QUARTERLY':
      return `Quarterly on day ${day} of ${listWords(quarterMonths.map((m) => MONTH_NAMES[m - 1] ?? ''))} ${at}`
  }
  throw new RangeError(`Unknown run frequency: ${String(frequency)}`)
}
