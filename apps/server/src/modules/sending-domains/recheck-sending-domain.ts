import { sendingDomainMessages, type SendingDomain } from '@herald/contracts'
import { AppError } from '../../platform/http/errors.ts'
import type { Principal } from '../auth/index.ts'
import { checkSendingDomain } from './check-sending-domain.ts'
import { presentSendingDomain } from './present-sending-domain.ts'
import type { SendingDomainsDeps } from './sending-domains-deps.ts'
import { updateCheckedStates } from './sending-domains.queries.ts'
import { requireOwnedSendingDomain } from './owned-sending-domain.ts'

/** `PUT api/ses-domains/{id}/verify`: looks the domain's records up again and stores what DNS said. */
export async function recheckSendingDomain(
  deps: SendingDomainsDeps,
  principal: Principal,
  id: number,
): Promise<SendingDomain> {
  const row = await requireOwnedSendingDomain(deps.db, principal, id)
  const states = await checkSendingDomain(deps, row, row.dkimVerifiedAt)
  const updated = await updateCheckedStates(deps.db, row.id, states)
  if (!updated) throw new AppError(404, sendingDomainMessages.notFound)
  return presentSendingDomain(updated, deps.smtpHost)
}
