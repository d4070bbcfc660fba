/** Whether the runtime knows this IANA time zone. */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone })
    return timeZone.length > 0
  } catch {
    return false
  }
}
