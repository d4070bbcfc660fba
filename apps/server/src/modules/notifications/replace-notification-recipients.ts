import type { Database } from '../../db/client.ts'
import type { Principal } from '../auth/index.ts'
import { listRecipients, replaceRecipients } from './notifications.queries.ts'

/** `POST api/notifications` (spec §7): the account's error-notification recipients become this list. */
export async function replaceNotificationRecipients(
  deps: { db: Database },
  principal: Principal,
  emails: string[],
): Promise<string[]> {
  return deps.db.transaction(async (tx) => {
    await replaceRecipients(tx, principal.userId, emails)
    return listRecipients(tx, principal.userId)
  })
}
