import type { DomainKey } from './dns-records.ts'
import { checkRecords } from './dns-records.ts'
import type { SendingDomainsDeps } from './sending-domains-deps.ts'
import type { CheckedStates } from './sending-domains.queries.ts'

/**
 * Looks the domain's records up and says what to store: the states, and since when the DKIM key is
 * verified — set when it matches, cleared when it is missing or differs, kept when DNS gave no answer
 * (a failed lookup neither starts nor stops signing).
 */
export async function checkSendingDomain(
  deps: Pick<SendingDomainsDeps, 'resolveTxt' | 'smtpHost' | 'clock'>,
  key: DomainKey,
  verifiedAt: Date | null,
): Promise<CheckedStates> {
  const states = await checkRecords(deps.resolveTxt, key, deps.smtpHost)
  const now = deps.clock()
  return {
    dkimState: states.DKIM,
    spfState: states.SPF,
    dmarcState: states.DMARC,
    dkimVerifiedAt:
      states.DKIM === 'VERIFIED' ? (verifiedAt ?? now) : states.DKIM === 'UNKNOWN' ? verifiedAt : null,
    checkedAt: now,
  }
}
