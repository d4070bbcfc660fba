import { createHash } from 'node:crypto'
import type { TableauLink, TableauSession } from './tableau-link.ts'

/** Tokens remembered as ended per account: enough to recognise a stale copy in a job's store. */
const ENDED_KEPT = 32

/**
 * The one session of a Tableau identity in this process (reference §4.2: one session per PAT — a new
 * sign-in ends the previous one), shared by every job and file signed in with the same credentials.
 * `renewal` is the sign-in in flight, which every caller whose token ended joins instead of signing in
 * again; `ended` lists tokens Tableau already refused, so a stale copy is never taken for a renewed one.
 */
export interface SharedSession {
  current: TableauSession | undefined
  renewal: Promise<TableauSession> | undefined
  ended: Set<string>
}

export const createSharedSession = (): SharedSession => ({
  current: undefined,
  renewal: undefined,
  ended: new Set(),
})

/** Marks a token as refused by Tableau (401000 / 401002), keeping the newest ENDED_KEPT. */
export function markEnded(shared: SharedSession, token: string): void {
  shared.ended.add(token)
  if (shared.ended.size > ENDED_KEPT) shared.ended.delete(shared.ended.values().next().value!)
}

/** A session that may still be good: present and not known to have ended. */
export const usable = (shared: SharedSession, session: TableauSession | undefined) =>
  session !== undefined && !shared.ended.has(session.token)

/**
 * Who Tableau sees signing in: the server, the site and the credentials themselves (hashed), so two
 * users' tokens that happen to share a name never share a session.
 */
export function identityOf(link: TableauLink): string {
  const secret = createHash('sha256').update(JSON.stringify(link.credentials)).digest('base64url')
  return `${link.serverUrl}|${link.siteContentUrl}|${secret}`
}

/**
 * Runs `work` as the identity's one renewal, or joins the one in flight. The renewed session becomes
 * `current` before any caller resumes.
 */
export function singleFlight(
  shared: SharedSession,
  work: () => Promise<TableauSession>,
): Promise<TableauSession> {
  if (shared.renewal) return shared.renewal
  const flight = work()
    .then((session) => {
      shared.current = session
      shared.ended.delete(session.token)
      return session
    })
    .finally(() => {
      shared.renewal = undefined
    })
  shared.renewal = flight
  return flight
}
