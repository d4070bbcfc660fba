import { lookupTxt, type ResolveTxt } from './txt-lookup.ts'

export type DmarcResult = { status: 'compliant' | 'non-compliant' | 'unknown'; record?: string }

/** A DMARC policy record (`v=DMARC1` first). */
export const isDmarcRecord = (record: string) => /^v=DMARC1\s*(;|$)/i.test(record.trim())

/**
 * The DMARC status of a sender's domain from its `_dmarc.<domain>` TXT record (spec §4): compliant when
 * it publishes a DMARC policy; non-compliant when DNS answers that it publishes none; unknown when DNS
 * gives no answer to trust (see `lookupTxt`).
 */
export async function lookupDmarc(resolveTxt: ResolveTxt, domain: string): Promise<DmarcResult> {
  const answer = await lookupTxt(resolveTxt, `_dmarc.${domain}`, domain)
  if (answer.outcome === 'failed') return { status: 'unknown' }
  const record = answer.outcome === 'found' ? answer.records.find(isDmarcRecord) : undefined
  return record ? { status: 'compliant', record } : { status: 'non-compliant' }
}
