import { partsFormatter, zoneAbbreviation } from '../../../lib/date-parts.ts'

/** Spec §9 date format 'DD/MM/YY HH:mm'. */

const partsOf = partsFormatter('en-GB', {
  day: '2-digit',
  month: '2-digit',
  year: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

function toDate(value: string | Date | null): Date | null {
  if (value === null) return null
  const date = typeof value === 'string' ? new Date(value) : value
  return Number.isNaN(date.getTime()) ? null : date
}

/** An instant as 'DD/MM/YY HH:mm' in `timeZone` (the browser's when omitted); '--' when there is none. */
export function formatDateTime(value: string | Date | null, timeZone?: string): string {
  const date = toDate(value)
  if (!date) return '--'
  const part = partsOf(date, timeZone)
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`
}

/** A job's instant on the job's clock with the zone's abbreviation: '01/12/26 10:00 EST'; '--' when there is none. */
export function formatJobDateTime(value: string | Date | null, timeZone: string): string {
  const date = toDate(value)
  if (!date) return '--'
  return `${formatDateTime(date, timeZone)} ${zoneAbbreviation(date, timeZone)}`
}

const longFormats = new Map<string, Intl.DateTimeFormat>()

/**
 * The same instant spelled out, for a tooltip that settles which day 'DD/MM/YY' means:
 * 'Tuesday, 1 December 2026 at 10:00 EST (America/New_York)'.
 */
export function describeJobDateTime(value: string | Date | null, timeZone: string): string | undefined {
  const date = toDate(value)
  if (!date) return undefined
  let format = longFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeStyle: 'short', timeZone })
    longFormats.set(timeZone, format)
  }
  return `${format.format(date)} ${zoneAbbreviation(date, timeZone)} (${timeZone})`
}

/** A zone-less local date-time ('2026-12-01T10:00:00') as 'DD/MM/YY HH:mm', read as written. */
export function formatLocalDateTime(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value)
  if (!match) return value
  const [, year, month, day, hour, minute] = match
  return `${day}/${month}/${year?.slice(2)} ${hour}:${minute}`
}
