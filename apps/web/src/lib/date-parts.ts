/**
 * A formatter that answers the named parts of an instant (month, day, hour …) as `locale` and `options`
 * format it in a time zone (the browser's when omitted), keeping one Intl.DateTimeFormat per zone.
 */
export function partsFormatter(locale: string, options: Intl.DateTimeFormatOptions) {
  const byZone = new Map<string, Intl.DateTimeFormat>()
  return (date: Date, timeZone?: string) => {
    const key = timeZone ?? ''
    let format = byZone.get(key)
    if (!format) {
      format = new Intl.DateTimeFormat(locale, { ...options, timeZone })
      byZone.set(key, format)
    }
    const parts = format.formatToParts(date)
    return (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  }
}

const shortZoneName = {
  us: partsFormatter('en-US', { timeZoneName: 'short' }),
  gb: partsFormatter('en-GB', { timeZoneName: 'short' }),
}
const OFFSET_NAME = /^GMT[+-]/

/**
 * The zone's abbreviation at an instant: 'EST', 'PDT', 'CET', 'BST', 'UTC', or 'GMT+9' where the zone has no
 * common one. US names come first; an offset-only answer is asked again with British names (CET, BST).
 */
export function zoneAbbreviation(date: Date, timeZone: string): string {
  const us = shortZoneName.us(date, timeZone)('timeZoneName')
  if (!OFFSET_NAME.test(us)) return us
  const gb = shortZoneName.gb(date, timeZone)('timeZoneName')
  return OFFSET_NAME.test(gb) ? us : gb
}
