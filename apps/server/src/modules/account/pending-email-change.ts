import type { PendingEmailChange } from '@herald/contracts'
import type { Database } from '../../db/client.ts'
import type { Principal } from '../auth/index.ts'
import { findEmailChange } from './account.queries.ts'

/** The change waiting for its link, if its link still works. */
export async function pendingEmailChange(
  deps: { db: Database },
  principal: Principal,
): Promise<PendingEmailChange> {
  const change = await findEmailChange(deps.db, principal.userId)
  if (!change || change.expiresAt <= new Date()) return null
  return { email: change.newEmail, expiresDate: change.expiresAt.toISOString() }
}
