import { partsFormatter } from '../../../lib/date-parts.ts'

/** Spec §2 history row title: 'MMM Do, h:mm A', e.g. 'Nov 21st, 9:05 AM'. */

const partsOf = partsFormatter('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
})

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st, 22nd, 23rd … 31st. */
export function ordinal(day: number): string {
  const tens = day % 100
  if (tens >= 11 && tens <= 13) return `${day}th`
  const suffixes: Record<number, string> = { 1: 'st', 2: 'nd', 3: 'rd' }
  return `${day}${suffixes[day % 10] ?? 'th'}`
}

/** An instant as 'MMM Do, h:mm A' in `timeZone` (the browser's when omitted). */
export function formatExecutionTime(value: string, timeZone?: string): string {
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return value
  const part = partsOf(date, timeZone)
  return `${part('month')} ${ordinal(Number(part('day')))}, ${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()}`
}
