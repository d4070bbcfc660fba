/**
 * When a secure link stops working, as every message that carries one says it: the day in words and its zone
 * ('5 December 2026 (UTC)'). Links expire at a UTC instant, so the day is the UTC one and says so.
 */
export function linkExpiryText(at: Date): string {
  const day = at.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
  return `${day} (UTC)`
}
