import { accountSessionMessages } from '@herald/contracts'
import type { Database } from '../../db/client.ts'
import { AppError } from '../../platform/http/errors.ts'
import { recordAuditEvent } from '../audit/index.ts'
import type { Principal } from '../auth/index.ts'
import { deleteOtherSessions, deleteSession } from './sessions.queries.ts'

/**
 * Signs one session of the account out: its row goes, so every process refuses its cookie at once (the
 * principal resolver reads the row on each request). Another account's session id is a 404, as an unknown one.
 */
export async function revokeSession(deps: { db: Database }, principal: Principal, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    if (!(await deleteSession(tx, principal.userId, id)))
      throw new AppError(404, accountSessionMessages.notFound)
    await recordAuditEvent(tx, {
      principal: principal.email,
      type: 'LOGOUT',
      data: {
        reason: 'Session revoked from the account page',
        sessions: '1',
        current: String(id === principal.sessionId),
      },
    })
  })
}

/** Signs out every session of the account but the one making the request ('Sign out everywhere else'). */
export async function revokeOtherSessions(
  deps: { db: Database },
  principal: Principal,
): Promise<{ revoked: number }> {
  return deps.db.transaction(async (tx) => {
    const revoked = await deleteOtherSessions(tx, principal.userId, principal.sessionId)
    await recordAuditEvent(tx, {
      principal: principal.email,
      type: 'LOGOUT',
      data: { reason: 'Other sessions revoked from the account page', sessions: String(revoked) },
    })
    return { revoked }
  })
}
