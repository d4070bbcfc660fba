import {
  parseDomainName,
  SENDING_DOMAINS_MAX,
  sendingDomainMessages,
  type SendingDomain,
} from '@herald/contracts'
import { AppError } from '../../platform/http/errors.ts'
import type { Principal } from '../auth/index.ts'
import { checkSendingDomain } from './check-sending-domain.ts'
import { createDkimKeyPair } from './dkim-key.ts'
import { presentSendingDomain } from './present-sending-domain.ts'
import { recheckSendingDomain } from './recheck-sending-domain.ts'
import type { SendingDomainsDeps } from './sending-domains-deps.ts'
import {
  countSendingDomains,
  findSendingDomainByName,
  insertSendingDomain,
  isVerifiedByAnotherAccount,
  lockAccountDomains,
} from './sending-domains.queries.ts'

/**
 * `POST api/ses-domains/verify`: adds the domain with a new DKIM key pair (the private key sealed) and
 * checks its records at once; a domain the account has already is checked again instead (200). A domain
 * another account has verified is refused (409) — see ADR 0024. An account has at most
 * SENDING_DOMAINS_MAX domains (409 beyond, before any key is made; ADR 0042).
 */
export async function addSendingDomain(
  deps: SendingDomainsDeps,
  principal: Principal,
  body: { domain: string },
): Promise<{ status: 200 | 201; domain: SendingDomain }> {
  const parsed = parseDomainName(body.domain)
  if ('error' in parsed) throw new AppError(400, parsed.error)
  const { domain } = parsed
  const existing = await findSendingDomainByName(deps.db, principal.userId, domain)
  if (existing) return { status: 200, domain: await recheckSendingDomain(deps, principal, existing.id) }
  if (await isVerifiedByAnotherAccount(deps.db, principal.userId, domain)) {
    throw new AppError(409, sendingDomainMessages.takenByOtherAccount(domain))
  }
  if ((await countSendingDomains(deps.db, principal.userId)) >= SENDING_DOMAINS_MAX)
    throw new AppError(409, sendingDomainMessages.tooMany)
  const key = await createDkimKeyPair()
  const states = await checkSendingDomain(deps, { domain, ...key }, null)
  const inserted = await deps.db.transaction(async (tx) => {
    // Counted again under the account's lock: concurrent additions cannot pass the cap together.
    await lockAccountDomains(tx, principal.userId)
    if ((await countSendingDomains(tx, principal.userId)) >= SENDING_DOMAINS_MAX) {
      throw new AppError(409, sendingDomainMessages.tooMany)
    }
    return insertSendingDomain(tx, {
      userId: principal.userId,
      domain,
      selector: key.selector,
      publicKey: key.publicKey,
      sealedPrivateKey: deps.secrets.seal(key.privateKey),
      ...states,
      createdAt: states.checkedAt,
    })
  })
  // Added by a concurrent request of the same account meanwhile: that one stands.
  if (!inserted) return addSendingDomain(deps, principal, { domain })
  return { status: 201, domain: presentSendingDomain(inserted, deps.smtpHost) }
}
