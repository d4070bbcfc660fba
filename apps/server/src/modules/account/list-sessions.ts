import type { AccountSession } from '@herald/contracts'
import type { Database } from '../../db/client.ts'
import type { Principal } from '../auth/index.ts'
import { describeDevice } from './describe-device.ts'
import { listSessions } from './sessions.queries.ts'

/** The account's signed-in sessions, the one asking marked `current`. */
export async function listAccountSessions(
  deps: { db: Database },
  principal: Principal,
  now = new Date(),
): Promise<AccountSession[]> {
  const rows = await listSessions(deps.db, principal.userId, now)
  return rows.map((row) => ({
    id: row.id,
    device: describeDevice(row.userAgent),
    userAgent: row.userAgent ?? '',
    address: row.ipAddress || null,
    createdDate: row.createdAt.toISOString(),
    lastSeenDate: row.updatedAt.toISOString(),
    expiresDate: row.expiresAt.toISOString(),
    current: row.id === principal.sessionId,
  }))
}
