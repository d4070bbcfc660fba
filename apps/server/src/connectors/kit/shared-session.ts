/** Tokens remembered as ended per identity: enough to recognise a stale copy in a job's store. */
const ENDED_KEPT = 32

/** A session or access token a BI tool handed out; `token` is what it is known by. */
export interface Token {
  token: string
}

/**
 * The one session (or access token) of an identity in this process, shared by every job and file that signs
 * in as it (ADR 0042, ADR 0057): `renewal` is the sign-in or refresh in flight, which every caller whose token
 * ended joins instead of starting its own; `ended` lists tokens the tool already refused, so a stale copy is
 * never taken for a renewed one.
 */
export interface SharedSession<S extends Token> {
  current: S | undefined
  renewal: Promise<S> | undefined
  ended: Set<string>
}

export const createSharedSession = <S extends Token>(): SharedSession<S> => ({
  current: undefined,
  renewal: undefined,
  ended: new Set(),
})

/** One shared session per key (a Tableau identity, a Power BI link), made on first use. */
export function keyedSessions<K, S extends Token>(): (key: K) => SharedSession<S> {
  const sessions = new Map<K, SharedSession<S>>()
  return (key) => {
    let shared = sessions.get(key)
    if (!shared) sessions.set(key, (shared = createSharedSession<S>()))
    return shared
  }
}

/** Marks a token as refused by the tool, keeping the newest ENDED_KEPT. */
export function markEnded<S extends Token>(shared: SharedSession<S>, token: string): void {
  shared.ended.add(token)
  if (shared.ended.size > ENDED_KEPT) shared.ended.delete(shared.ended.values().next().value!)
}

/** A session that may still be good: present and not known to have ended. */
export const usable = <S extends Token>(shared: SharedSession<S>, session: S | undefined): session is S =>
  session !== undefined && !shared.ended.has(session.token)

/**
 * Runs `work` as the identity's one renewal, or joins the one in flight. The renewed session becomes
 * `current` before any caller resumes.
 */
export function singleFlight<S extends Token>(shared: SharedSession<S>, work: () => Promise<S>): Promise<S> {
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
