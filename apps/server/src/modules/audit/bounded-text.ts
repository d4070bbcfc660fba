/** What replaces the end of a value cut to its bound. */
export const TRUNCATED_MARKER = '…[truncated]'

/** Principals are emails (at most 254 characters), API-key or SFTP user names, or 'anonymous'. */
export const AUDIT_PRINCIPAL_MAX = 254
/** Each value of an event's data (addresses, reasons, names, before → after): enough to read, never a payload. */
export const AUDIT_DATA_VALUE_MAX = 500

/**
 * The value cut to at most `max` characters (code points, so no surrogate pair is split), its end replaced by
 * the marker when it was longer. Audit events carry user-supplied text: a sign-in attempt with a 3,000-character
 * "email" must neither overflow the principal index nor fill the audits page.
 */
export function boundText(value: string, max: number): string {
  if (value.length <= max) return value
  const points = Array.from(value)
  if (points.length <= max) return value
  return points.slice(0, max - TRUNCATED_MARKER.length).join('') + TRUNCATED_MARKER
}

/** The principal as stored, written, counted and searched: one bounded form everywhere. */
export const boundPrincipal = (principal: string): string => boundText(principal, AUDIT_PRINCIPAL_MAX)

/** The event's data with every value bounded. */
export function boundData(data: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [key, boundText(String(value), AUDIT_DATA_VALUE_MAX)]),
  )
}
