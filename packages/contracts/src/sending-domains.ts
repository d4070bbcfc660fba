import { z } from 'zod/mini'

/** Texts of the sending-domains screen (/account/ses-domains) and its API. */
/** Sending domains one account may have: each holds an RSA-2048 DKIM key and is checked in DNS (ADR 0042). */
export const SENDING_DOMAINS_MAX = 10

export const sendingDomainMessages = {
  tooMany: `An account can have at most ${SENDING_DOMAINS_MAX} sending domains. Delete one you no longer use before adding another.`,
  domainRequired: 'Please enter a domain name, e.g. example.com',
  domainInvalid:
    'Please enter a valid domain name, e.g. example.com (letters, digits and hyphens, with a dot before the ending)',
  domainIsIp: 'Please enter a domain name, not an IP address',
  domainIsAddress: 'Please enter the domain only: example.com rather than reports@example.com',
  domainIsUrl: 'Please enter the domain only: example.com rather than https://example.com/',
  takenByOtherAccount: (domain: string) =>
    `${domain} is already verified by another Herald account. That account must delete it (or its DKIM record must be removed from DNS) before this account can add it.`,
  notFound: 'Sending domain not found',
  loadFailed: 'Failed to load sending domains',
  // Spec §8's texts for the three failures (ADR 0006).
  addFailed: 'Domain verification failed',
  recheckFailed: 'Verification check failed',
  deleteFailed: 'Domain deletion failed',
  added: (domain: string) => `${domain} was added. Publish its DNS records, then check them again.`,
  checked: 'DNS records checked',
  deleted: (domain: string) => `${domain} was deleted. Its emails are no longer DKIM-signed.`,
  confirmDelete: (domain: string) =>
    `Delete ${domain}? Report emails from it will no longer be DKIM-signed, and its key is destroyed: adding it again makes a new key to publish.`,
} as const

/** What DNS says about one record: it matches, it is missing, it differs, or DNS gave no answer to trust. */
export const RecordState = z.enum(['VERIFIED', 'NOT_FOUND', 'MISMATCH', 'UNKNOWN'])
export type RecordState = z.infer<typeof RecordState>

export const recordStateLabels: Record<RecordState, string> = {
  VERIFIED: 'verified',
  NOT_FOUND: 'not found',
  MISMATCH: 'mismatch',
  UNKNOWN: 'unknown — the DNS lookup failed',
}

export const DnsRecordKind = z.enum(['DKIM', 'SPF', 'DMARC'])
export type DnsRecordKind = z.infer<typeof DnsRecordKind>

/** One TXT record to publish, and what the last check found. */
export const DnsRecord = z.object({
  kind: DnsRecordKind,
  type: z.literal('TXT'),
  /** The full name to publish the record at (the zone's own name for SPF). */
  name: z.string(),
  value: z.string(),
  state: RecordState,
  /** What the state means and what to do about it. */
  message: z.string(),
})
export type DnsRecord = z.infer<typeof DnsRecord>

export const SendingDomain = z.object({
  id: z.number(),
  /** The domain in ASCII (an internationalized name as punycode). */
  domain: z.string(),
  selector: z.string(),
  /** Report emails from this domain are DKIM-signed: its DKIM record was found matching. */
  dkimVerified: z.boolean(),
  createdDate: z.iso.datetime(),
  checkedDate: z.nullable(z.iso.datetime()),
  records: z.array(DnsRecord),
})
export type SendingDomain = z.infer<typeof SendingDomain>

export const AddSendingDomainRequest = z.object({
  domain: z.string().check(z.maxLength(300, sendingDomainMessages.domainInvalid)),
})
export type AddSendingDomainRequest = z.infer<typeof AddSendingDomainRequest>

/** The DKIM state of a sender's domain, as the job's email step shows it. */
export const SenderDkimStatus = z.enum(['verified', 'not-verified', 'none'])
export type SenderDkimStatus = z.infer<typeof SenderDkimStatus>

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/

/**
 * A domain name as typed → its ASCII form (IDN → punycode through the URL parser, lowercased, no trailing
 * dot), or the message saying why it is not one. IP addresses, email addresses and URLs are refused.
 */
export function parseDomainName(input: string): { domain: string } | { error: string } {
  const typed = input.trim().replace(/\.$/, '')
  if (typed === '') return { error: sendingDomainMessages.domainRequired }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(typed) || /[/?#]/.test(typed)) {
    return { error: sendingDomainMessages.domainIsUrl }
  }
  if (typed.includes('@')) return { error: sendingDomainMessages.domainIsAddress }
  if (typed.includes(':') || typed.startsWith('[')) return { error: sendingDomainMessages.domainIsIp }
  if (/[\s\\%]/.test(typed)) return { error: sendingDomainMessages.domainInvalid }
  let host: string
  try {
    host = new URL(`http://${typed}/`).hostname
  } catch {
    return { error: sendingDomainMessages.domainInvalid }
  }
  if (IPV4.test(host) || host.startsWith('[')) return { error: sendingDomainMessages.domainIsIp }
  const labels = host.split('.')
  const valid =
    host.length <= 253 &&
    labels.length >= 2 &&
    labels.every((l) => LABEL.test(l)) &&
    !/^\d+$/.test(labels[labels.length - 1]!)
  return valid ? { domain: host } : { error: sendingDomainMessages.domainInvalid }
}
