import type { Database } from '../../db/client.ts'
import type { Principal } from '../auth/index.ts'
import { deleteEmailChange } from './account.queries.ts'

/** Drops the account's pending email change: its link stops working and the sign-in email stays. */
export async function cancelEmailChange(deps: { db: Database }, principal: Principal): Promise<void> {
  await deleteEmailChange(deps.db, principal.userId)
}
