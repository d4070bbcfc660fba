import type { SendingDomain } from '@herald/contracts'
import type { Principal } from '../auth/index.ts'
import { requireOwnedSendingDomain } from './owned-sending-domain.ts'
import { presentSendingDomain } from './present-sending-domain.ts'
import type { SendingDomainsDeps } from './sending-domains-deps.ts'

/** `GET api/ses-domains/{id}`: one of the account's sending domains. */
export async function getSendingDomain(
  deps: Pick<SendingDomainsDeps, 'db' | 'smtpHost'>,
  principal: Principal,
  id: number,
): Promise<SendingDomain> {
  return presentSendingDomain(await requireOwnedSendingDomain(deps.db, principal, id), deps.smtpHost)
}
