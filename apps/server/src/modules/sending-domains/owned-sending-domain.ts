import { sendingDomainMessages } from '@herald/contracts'
import type { Executor } from '../../db/client.ts'
import { AppError } from '../../platform/http/errors.ts'
import type { Principal } from '../auth/index.ts'
import { findSendingDomain, type SendingDomainRow } from './sending-domains.queries.ts'

/** The account's sending domain, or 404: another account's id reads as one that does not exist (ADR 0055). */
export async function requireOwnedSendingDomain(
  db: Executor,
  principal: Principal,
  id: number,
): Promise<SendingDomainRow> {
  const row = await findSendingDomain(db, principal.userId, id)
  if (!row) throw new AppError(404, sendingDomainMessages.notFound)
  return row
}
