import type { Database } from '../../db/client.ts'
import type { Principal } from '../auth/index.ts'
import { listRecipients } from './notifications.queries.ts'

/** `GET api/notifications` (spec §7): who is told when one of the account's runs fails. */
export async function listNotificationRecipients(
  deps: { db: Database },
  principal: Principal,
): Promise<string[]> {
  return listRecipients(deps.db, principal.userId)
}
