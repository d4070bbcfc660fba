import type { Database } from '../../db/client.ts'
import type { SecretBox } from '../../platform/crypto/secret-box.ts'
import type { ResolveTxt } from '../../platform/dns/txt-lookup.ts'

export interface SendingDomainsDeps {
  db: Database
  clock: () => Date
  /** Seals the DKIM private keys (SECRET_KEY). */
  secrets: SecretBox
  /** Through DNS_SERVERS, or the system's resolvers. */
  resolveTxt: ResolveTxt
  /** The host of the SMTP relay (SMTP_URL) the SPF hint names; none while Herald sends to its dev mailbox. */
  smtpHost: string | undefined
}
