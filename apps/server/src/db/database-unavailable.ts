import { setTimeout as sleep } from 'node:timers/promises'

/** SQLSTATE classes and codes of a server going away: 08 connection exception, 57P01–57P03 shutdown/starting up. */
const UNAVAILABLE_STATES = /^(08...|57P0[1-3])$/
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
])
/** What the pg driver says, without a code, when a connection dies or cannot be made in time. */
const DRIVER_MESSAGES = /Connection terminated|not queryable|timeout exceeded when trying to connect/i

/**
 * True when the error (or one it wraps: drizzle wraps the driver's) says the database could not be
 * reached or went away — a restart or a failover — rather than that the statement was wrong.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string' && (UNAVAILABLE_STATES.test(code) || NETWORK_CODES.has(code))) return true
    if (DRIVER_MESSAGES.test(e.message)) return true
    if (e instanceof AggregateError && e.errors.some(isDatabaseUnavailable)) return true
  }
  return false
}

/**
 * Runs `op` (a statement or a transaction) until it commits, waiting out a database that is unavailable
 * for up to `maxMs`; any other error, or the last one after `maxMs`, is thrown. For a write that records
 * something that already happened outside the database (an SMTP server accepted an email), whose loss
 * would make the work run again.
 */
export async function whileDatabaseUnavailable<T>(op: () => Promise<T>, maxMs = 10 * 60_000): Promise<T> {
  const deadline = Date.now() + maxMs
  for (let wait = 250; ; wait = Math.min(wait * 2, 5_000)) {
    try {
      return await op()
    } catch (error) {
      if (!isDatabaseUnavailable(error) || Date.now() + wait > deadline) throw error
      await sleep(wait)
    }
  }
}
