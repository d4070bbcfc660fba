import { index, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core'
import { userIdColumn } from './users.ts'

/**
 * An account's sending domain (spec §2 /account/ses-domains): a DKIM key pair made for it, whose public half
 * the account publishes at `<selector>._domainkey.<domain>`. The private key is sealed with AES-256-GCM under
 * SECRET_KEY (platform/crypto/secret-box); once the record is found matching, report emails from the domain
 * are signed with it.
 */
export const sendingDomains = pgTable(
  'sending_domains',
  {
    id: serial('id').primaryKey(),
    userId: userIdColumn().notNull(),
    /** ASCII form (punycode), lowercase. */
    domain: text('domain').notNull(),
    selector: text('selector').notNull(),
    /** Base64 DER (SubjectPublicKeyInfo): the `p=` of the DKIM record. */
    publicKey: text('public_key').notNull(),
    /** The PKCS#8 PEM private key, sealed. */
    sealedPrivateKey: text('sealed_private_key').notNull(),
    /** VERIFIED, NOT_FOUND, MISMATCH or UNKNOWN (the last lookup failed). */
    dkimState: text('dkim_state').notNull(),
    spfState: text('spf_state').notNull(),
    dmarcState: text('dmarc_state').notNull(),
    /** Set when the DKIM record is found matching, cleared when it is missing or differs; kept when DNS fails. */
    dkimVerifiedAt: timestamp('dkim_verified_at', { withTimezone: true }),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [unique().on(t.userId, t.domain), index('sending_domains_domain_idx').on(t.domain)],
)
