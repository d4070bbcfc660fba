import { parseDomainName, sendingDomainMessages, type SendingDomain } from '@herald/contracts'
import { AppError } from '../../platform/http/errors.ts'
import type { Principal } from '../auth/index.ts'
import { checkSendingDomain } from './check-sending-domain.ts'
import { createDkimKeyPair } from './dkim-key.ts'
import { presentSendingDomain } from './present-sending-domain.ts'
import { recheckSendingDomain } from './recheck-sending-domain.ts'
import type { SendingDomainsDeps } from './sending-domains-deps.ts'
import {
  findSendingDomainByName,
  insertSendingDomain,
  isVerifiedByAnotherAccount,
} from './sending-domains.queries.ts'

/**
 * `POST api/ses-domains/verify`: adds the domain with a new DKIM key pair (the private key sealed) and
 * checks its records at once; a domain the account has already is checked again instead (200). A domain
 * another account has verified is refused (409) — see ADR 0024.
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
  const key = await createDkimKeyPair()
  const states = await checkSendingDomain(deps, { domain, ...key }, null)
  const inserted = await insertSendingDomain(deps.db, {
    userId: principal.userId,
    domain,
    selector: key.selector,
    publicKey: key.publicKey,
    sealedPrivateKey: deps.secrets.seal(key.privateKey),
    ...states,
    createdAt: states.checkedAt,
  })
  // Added by a concurrent request of the same account meanwhile: that one stands.
  if (!inserted) return addSendingDomain(deps, principal, { domain })
  return { status: 201, domain: presentSendingDomain(inserted, deps.smtpHost) }
}
