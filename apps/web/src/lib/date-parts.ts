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
