import { extractSenderAddress, type SenderDkimStatus } from '@herald/contracts'
import type { Executor } from '../../db/client.ts'
import type { SecretBox } from '../../platform/crypto/secret-box.ts'
import { findSendingDomainByName } from './sending-domains.queries.ts'

/** What nodemailer signs a message with (its `dkim` option). */
export interface DkimSigningKey {
  domainName: string
  keySelector: string
  privateKey: string
}

const domainOf = (sender: string) => {
  const address = extractSenderAddress(sender) ?? sender
  return address.slice(address.lastIndexOf('@') + 1).toLowerCase()
}

/**
 * The key to DKIM-sign an email from `sender` (`Name <address>` or an address) with: the account's key for
 * exactly that domain, once its DKIM record was found matching; none otherwise (also when the key cannot be opened).
 */
export async function dkimSigningKey(
  deps: { db: Executor; secrets: SecretBox },
  userId: string,
  sender: string,
): Promise<DkimSigningKey | undefined> {
  const row = await findSendingDomainByName(deps.db, userId, domainOf(sender))
  if (!row?.dkimVerifiedAt) return undefined
  try {
    const privateKey = deps.secrets.open(row.sealedPrivateKey)
    return { domainName: row.domain, keySelector: row.selector, privateKey }
  } catch {
    return undefined // sealed under an earlier SECRET_KEY: the email goes out unsigned (ADR 0024)
  }
}

/** For the job's email step: the sender's domain is verified (emails signed), added but not verified, or not added. */
export async function senderDkimStatus(
  db: Executor,
  userId: string,
  sender: string,
): Promise<SenderDkimStatus> {
  const row = await findSendingDomainByName(db, userId, domainOf(sender))
  return !row ? 'none' : row.dkimVerifiedAt ? 'verified' : 'not-verified'
}
