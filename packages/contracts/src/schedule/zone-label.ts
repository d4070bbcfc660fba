import { firstInstantAtOrAfterWall, parseLocalDateTime } from './zone-clock.ts'

const shortNames = new Map<string, Intl.DateTimeFormat>()

function shortName(locale: 'en-US' | 'en-GB', date: Date, timeZone: string): string {
  const key = `${locale}|${timeZone}`
  let format = shortNames.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' })
    shortNames.set(key, format)
  }
  return format.formatToParts(date).find((part) => part.type === 'timeZoneName')?.value ?? timeZone
}

const OFFSET_NAME = /^GMT[+-]/

/**
 * The zone's label at an instant, the same whatever the reader's language: 'EST', 'PDT', 'CET', 'BST', 'UTC',
 * or 'GMT+9' where the zone has no common abbreviation. US names come first; an offset-only answer is asked
 * again with British names (CET, BST). Web and server label every date they show with it (ADR 0054).
 */
export function zoneLabel(date: Date, timeZone: string): string {
  const us = shortName('en-US', date, timeZone)
  if (!OFFSET_NAME.test(us)) return us
  const gb = shortName('en-GB', date, timeZone)
  return OFFSET_NAME.test(gb) ? us : gb
}

/**
 * The instant a job's zone-less start time ('2026-12-01T10:00:00') stands for on the zone's clock — the
 * first one when the wall time occurs twice, the end of the gap when it does not occur; null when the text
 * is not a local date-time.
 */
export function instantOfWallTime(text: string, timeZone: string): Date | null {
  try {
    return new Date(firstInstantAtOrAfterWall(timeZone, parseLocalDateTime(text)))
  } catch {
    return null
  }
}
