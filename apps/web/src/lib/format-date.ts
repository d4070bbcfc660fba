import { instantOfWallTime, zoneLabel } from '@herald/contracts'
import { DAY, TIME } from './date-format-options.ts'

/**
 * The one way the web app writes a date (ADR 0054): the reader's locale decides the order and the words, the
 * month is always a name (so '1 Dec 2026' and 'Dec 1, 2026' can never be misread), and every instant carries
 * its zone's label — the job's zone for a job's schedule and runs, the reader's own zone for everything else.
 * Times use the 24-hour clock everywhere, like the schedule's Time field. A calendar day (a holiday, a start
 * date, a month of usage) is not an instant and has no zone.
 * `locale` is for tests; the app leaves it out and gets the browser's language (`navigator.language`).
 */

type Instant = string | Date | null | undefined

const formats = new Map<string, Intl.DateTimeFormat>()

function formatter(requested: string | undefined, timeZone: string, options: Intl.DateTimeFormatOptions) {
  const locale = requested ?? (typeof navigator === 'undefined' ? undefined : navigator.language)
  const key = `${locale ?? ''}|${timeZone}|${JSON.stringify(options)}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone })
    formats.set(key, format)
  }
  return format
}

function toDate(value: Instant): Date | null {
  if (value === null || value === undefined || value === '') return null
  const date = typeof value === 'string' ? new Date(value) : value
  return Number.isNaN(date.getTime()) ? null : date
}

/** The reader's own zone (the browser's), for dates that belong to no job. */
export function userTimeZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone
}

/** '1 Dec 2026, 10:00 EST' (en-GB), 'Dec 1, 2026, 10:00 EST' (en-US); '--' when there is none. */
export function formatDateTime(value: Instant, timeZone = userTimeZone(), locale?: string): string {
  const date = toDate(value)
  if (!date) return '--'
  return `${formatter(locale, timeZone, { ...DAY, ...TIME }).format(date)} ${zoneLabel(date, timeZone)}`
}

/** An instant's day on the zone's calendar, with the zone it is read in: '1 Dec 2026 (EST)'. */
export function formatDateOf(value: Instant, timeZone = userTimeZone(), locale?: string): string {
  const date = toDate(value)
  if (!date) return '--'
  return `${formatter(locale, timeZone, DAY).format(date)} (${zoneLabel(date, timeZone)})`
}

/** '10:00 EST' — the time alone, for a note that already says which day. */
export function formatTimeOf(value: Instant, timeZone = userTimeZone(), locale?: string): string {
  const date = toDate(value)
  if (!date) return '--'
  return `${formatter(locale, timeZone, TIME).format(date)} ${zoneLabel(date, timeZone)}`
}

/** '10:00:03 EST' — to the second, for live samples a few seconds apart (the admin charts). */
export function formatSecondOf(value: Instant, timeZone = userTimeZone(), locale?: string): string {
  const date = toDate(value)
  if (!date) return '--'
  return `${formatter(locale, timeZone, { ...TIME, second: '2-digit' }).format(date)} ${zoneLabel(date, timeZone)}`
}

/** The same instant spelled out for a tooltip: 'Tuesday, 1 December 2026 at 10:00 EST (America/New_York)'. */
export function describeDateTime(
  value: Instant,
  timeZone = userTimeZone(),
  locale?: string,
): string | undefined {
  const date = toDate(value)
  if (!date) return undefined
  const text = formatter(locale, timeZone, {
    dateStyle: 'full',
    timeStyle: 'short',
    hourCycle: 'h23',
  }).format(date)
  return `${text} ${zoneLabel(date, timeZone)} (${timeZone})`
}

/** A job's zone-less start time ('2026-12-01T10:00:00') read on the job's clock: '1 Dec 2026, 10:00 EST'. */
export function formatWallTime(text: string, timeZone: string, locale?: string): string {
  const instant = instantOfWallTime(text, timeZone)
  return instant ? formatDateTime(instant, timeZone, locale) : text
}

/** The short weekday of an instant on the zone's calendar: 'Tue'. */
export function formatWeekday(value: Date, timeZone: string, locale?: string): string {
  return formatter(locale, timeZone, { weekday: 'short' }).format(value)
}

/** A calendar day ('2026-12-01') as '1 Dec 2026', spelled out ('Tuesday, 1 December 2026'), or its weekday. */
export function formatDay(
  day: string | Date,
  style: 'short' | 'long' | 'weekday' = 'short',
  locale?: string,
): string {
  const date = typeof day === 'string' ? new Date(`${day.slice(0, 10)}T00:00:00Z`) : day
  if (Number.isNaN(date.getTime())) return typeof day === 'string' ? day : '--'
  const options: Intl.DateTimeFormatOptions =
    style === 'long'
      ? { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }
      : style === 'weekday'
        ? { weekday: 'long' }
        : DAY
  return formatter(locale, 'UTC', options).format(date)
}

/** A month of usage ('2026-12') as 'December 2026'. */
export function formatMonth(month: string, locale?: string): string {
  const date = new Date(`${month.slice(0, 7)}-01T00:00:00Z`)
  if (Number.isNaN(date.getTime())) return month
  return formatter(locale, 'UTC', { month: 'long', year: 'numeric' }).format(date)
}

const pad = (n: number) => String(n).padStart(2, '0')

/** The month's names as a date in the locale spells them ('Sept' in en-GB, 'Dez.' in de-DE), short and long. */
function monthNames(at: Date, locale?: string): string[] {
  return [locale, 'en'].flatMap((each) =>
    (['short', 'long'] as const).map((month) => {
      const parts = formatter(each, 'UTC', { day: 'numeric', month, year: 'numeric' }).formatToParts(at)
      return (parts.find((part) => part.type === 'month')?.value ?? '').toLowerCase().replace(/\.$/, '')
    }),
  )
}

function monthNumber(word: string, locale?: string): number | null {
  const lower = word.toLowerCase().replace(/\.$/, '')
  for (let month = 0; month < 12; month++) {
    if (monthNames(new Date(Date.UTC(2026, month, 1)), locale).includes(lower)) return month + 1
  }
  return null
}

/**
 * A day typed into a date field, as 'YYYY-MM-DD': ISO ('2026-12-01') or a day, a month's name and a year in
 * any order ('1 Dec 2026', 'Dec 1, 2026', '1. Dez. 2026'); null when it is neither or no such day exists.
 * Day and month as two numbers are refused: '01/12/2026' means two different days to two readers.
 */
export function parseDay(text: string, locale?: string): string | null {
  const iso = /^\s*(\d{4})-(\d{1,2})-(\d{1,2})\s*$/.exec(text)
  let year: number, month: number | null, day: number
  if (iso) {
    ;[year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])]
  } else {
    const words = text.split(/[\s,]+/).filter(Boolean)
    const numbers = words.filter((w) => /^\d{1,4}\.?$/.test(w)).map((w) => Number.parseInt(w, 10))
    const names = words.filter((w) => !/^\d/.test(w))
    if (numbers.length !== 2 || names.length !== 1) return null
    const yearAt = numbers.findIndex((n) => n > 31)
    if (yearAt === -1) return null
    year = numbers[yearAt] ?? 0
    day = numbers[1 - yearAt] ?? 0
    month = monthNumber(names[0] ?? '', locale)
  }
  if (month === null) return null
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null
  return `${year}-${pad(month)}-${pad(day)}`
}

/** Today's date ('YYYY-MM-DD') as the clocks of `timeZone` show it (the browser's when the zone is invalid). */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const options: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' }
  let parts: Intl.DateTimeFormatPart[]
  try {
    parts = formatter('en-CA', timeZone, options).formatToParts(now)
  } catch {
    parts = formatter('en-CA', userTimeZone(), options).formatToParts(now)
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')}`
}
