import {
  recordStateLabels,
  type DnsRecord,
  type DnsRecordKind,
  type RecordState,
  type SendingDomain,
} from '@herald/contracts'
import { expectedRecords, type ExpectedRecord } from './dns-records.ts'
import type { SendingDomainRow } from './sending-domains.queries.ts'

const DNS_DELAY = 'DNS changes can take up to an hour (the record’s TTL) to be seen.'

function messageOf(record: ExpectedRecord, state: RecordState): string {
  const label = recordStateLabels[state]
  if (state === 'UNKNOWN') return `${label}. Check again later.`
  const texts: Record<DnsRecordKind, Record<Exclude<RecordState, 'UNKNOWN'>, string>> = {
    DKIM: {
      VERIFIED: 'Verified: report emails from this domain are DKIM-signed with this key.',
      NOT_FOUND: `Not found: publish this TXT record at ${record.name}, then check again. ${DNS_DELAY}`,
      MISMATCH: `Mismatch: ${record.name} publishes a different key. Replace it with this value, then check again.`,
    },
    SPF: {
      VERIFIED: 'Verified: the SPF record names Herald’s SMTP relay.',
      NOT_FOUND: `Not found: publish this SPF record at ${record.name}, or add its mechanism to the domain’s SPF record.`,
      MISMATCH:
        'Mismatch: the domain’s SPF record does not name Herald’s SMTP relay. Add the mechanism shown (or your SMTP provider’s include:) to it.',
    },
    DMARC: {
      VERIFIED: 'Verified: the domain publishes a DMARC policy.',
      NOT_FOUND: `Not found: no DMARC policy at ${record.name}. Start with this one (p=none only monitors), then tighten it.`,
      MISMATCH: 'Mismatch.',
    },
  }
  return texts[record.kind][state]
}

/** The API's view of a sending domain: never its private key. */
export function presentSendingDomain(row: SendingDomainRow, smtpHost: string | undefined): SendingDomain {
  const states: Record<DnsRecordKind, string> = {
    DKIM: row.dkimState,
    SPF: row.spfState,
    DMARC: row.dmarcState,
  }
  const records: DnsRecord[] = expectedRecords(row, smtpHost).map((record) => {
    const state = states[record.kind] as RecordState
    return { ...record, type: 'TXT', state, message: messageOf(record, state) }
  })
  return {
    id: row.id,
    domain: row.domain,
    selector: row.selector,
    dkimVerified: row.dkimVerifiedAt !== null,
    createdDate: row.createdAt.toISOString(),
    checkedDate: row.checkedAt?.toISOString() ?? null,
    records,
  }
}
