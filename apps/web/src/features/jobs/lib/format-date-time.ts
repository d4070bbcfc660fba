import { partsFormatter } from '../../../lib/date-parts.ts'

/** Spec §9 date format 'DD/MM/YY HH:mm'. */

const partsOf = partsFormatter('en-GB', {
  day: '2-digit',
  month: '2-digit',
  year: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** An instant as 'DD/MM/YY HH:mm' in `timeZone` (the browser's when omitted); '--' when there is none. */
export function formatDateTime(value: string | Date | null, timeZone?: string): string {
  if (value === null) return '--'
  const date = typeof value === 'string' ? new Date(value) : value
  if (Number.isNaN(date.getTime())) return '--'
  const part = partsOf(date, timeZone)
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`
}

/** A zone-less local date-time ('2026-12-01T10:00:00') as 'DD/MM/YY HH:mm', read as written. */
export function formatLocalDateTime(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value)
  if (!match) return value
  const [, year, month, day, hour, minute] = match
  return `${day}/${month}/${year?.slice(2)} ${hour}:${minute}`
}
