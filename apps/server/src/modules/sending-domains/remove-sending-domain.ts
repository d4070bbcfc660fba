import { sendingDomainMessages } from '@herald/contracts'
import type { Database } from '../../db/client.ts'
import { AppError } from '../../platform/http/errors.ts'
import type { Principal } from '../auth/index.ts'
import { deleteSendingDomain } from './sending-domains.queries.ts'

/** `DELETE api/ses-domains/{id}`: the account stops sending from the domain; 404 when it is not the account's. */
export async function removeSendingDomain(
  deps: { db: Database },
  principal: Principal,
  id: number,
): Promise<void> {
  if (!(await deleteSendingDomain(deps.db, principal.userId, id))) {
    throw new AppError(404, sendingDomainMessages.notFound)
  }
}
