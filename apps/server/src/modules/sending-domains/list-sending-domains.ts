import type { SendingDomain } from '@herald/contracts'
import type { Principal } from '../auth/index.ts'
import { presentSendingDomain } from './present-sending-domain.ts'
import type { SendingDomainsDeps } from './sending-domains-deps.ts'
import { listSendingDomains } from './sending-domains.queries.ts'

/** `GET api/ses-domains`: the account's sending domains with their DNS records and states. */
export async function listAccountSendingDomains(
  deps: Pick<SendingDomainsDeps, 'db' | 'smtpHost'>,
  principal: Principal,
): Promise<SendingDomain[]> {
  const rows = await listSendingDomains(deps.db, principal.userId)
  return rows.map((row) => presentSendingDomain(row, deps.smtpHost))
}
