import { isIP } from 'node:net'
import type { DnsRecordKind, RecordState } from '@herald/contracts'
import { isDmarcRecord } from '../../platform/dns/dmarc-lookup.ts'
import { lookupTxt, type ResolveTxt } from '../../platform/dns/txt-lookup.ts'

export interface ExpectedRecord {
  kind: DnsRecordKind
  name: string
  value: string
}

export interface DomainKey {
  domain: string
  selector: string
  publicKey: string
}

/** The SPF mechanism that authorizes the SMTP relay: `ip4:`/`ip6:` for an address, `a:` for a host name. */
export function spfMechanism(smtpHost: string): string {
  const version = isIP(smtpHost)
  return version === 4 ? `ip4:${smtpHost}` : version === 6 ? `ip6:${smtpHost}` : `a:${smtpHost}`
}

/**
 * The TXT records the account publishes: its DKIM key at `<selector>._domainkey.<domain>`, an SPF record
 * naming the SMTP relay (when Herald sends through one) and a DMARC policy to start from (monitoring only).
 */
export function expectedRecords(key: DomainKey, smtpHost: string | undefined): ExpectedRecord[] {
  return [
    {
      kind: 'DKIM',
      name: `${key.selector}._domainkey.${key.domain}`,
      value: `v=DKIM1; k=rsa; p=${key.publicKey}`,
    },
    ...(smtpHost
      ? [{ kind: 'SPF' as const, name: key.domain, value: `v=spf1 ${spfMechanism(smtpHost)} ~all` }]
      : []),
    { kind: 'DMARC', name: `_dmarc.${key.domain}`, value: 'v=DMARC1; p=none; adkim=r; aspf=r' },
  ]
}

/** The tags of a DKIM key record (`v=DKIM1; k=rsa; p=…`), values without folding whitespace. */
function dkimTags(record: string): Map<string, string> {
  const tags = new Map<string, string>()
  for (const part of record.split(';')) {
    const at = part.indexOf('=')
    if (at > 0) tags.set(part.slice(0, at).trim().toLowerCase(), part.slice(at + 1).replace(/\s+/g, ''))
  }
  return tags
}

/** Whether a published record says what `expected` says, for its kind. */
function matches(kind: DnsRecordKind, published: string, expected: string, smtpHost?: string): boolean {
  if (kind === 'DKIM') return dkimTags(published).get('p') === dkimTags(expected).get('p')
  if (kind === 'SPF') {
    const terms = published.toLowerCase().split(/\s+/)
    const host = smtpHost!.toLowerCase()
    return terms.some((t) => t.replace(/^[+~?]/, '').replace(/^(a|include|ip4|ip6):/, '') === host)
  }
  return true
}

/** Which published records belong to the kind (a DKIM key, an SPF record, a DMARC policy). */
function ofKind(kind: DnsRecordKind, record: string): boolean {
  if (kind === 'DKIM') return dkimTags(record).has('p')
  if (kind === 'SPF') return /^v=spf1(\s|$)/i.test(record.trim())
  return isDmarcRecord(record)
}

/** Each record's state in DNS now: verified, not found, mismatch, or unknown when the lookup failed. */
export async function checkRecords(
  resolveTxt: ResolveTxt,
  key: DomainKey,
  smtpHost: string | undefined,
): Promise<Record<DnsRecordKind, RecordState>> {
  const states = { DKIM: 'UNKNOWN', SPF: 'UNKNOWN', DMARC: 'UNKNOWN' } as Record<DnsRecordKind, RecordState>
  await Promise.all(
    expectedRecords(key, smtpHost).map(async (record) => {
      const answer = await lookupTxt(resolveTxt, record.name, key.domain)
      if (answer.outcome === 'failed') return
      const candidates =
        answer.outcome === 'found' ? answer.records.filter((r) => ofKind(record.kind, r)) : []
      states[record.kind] =
        candidates.length === 0
          ? 'NOT_FOUND'
          : candidates.some((r) => matches(record.kind, r, record.value, smtpHost))
            ? 'VERIFIED'
            : 'MISMATCH'
    }),
  )
  return states
}
