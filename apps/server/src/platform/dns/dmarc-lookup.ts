import { Resolver } from 'node:dns/promises'

export type DmarcResult = { status: 'compliant' | 'non-compliant' | 'unknown'; record?: string }
export type ResolveTxt = (name: string) => Promise<string[][]>

/** Node's resolver, optionally pointed at given DNS servers (`host` or `host:port`). */
export function systemResolveTxt(servers: string[] = []): ResolveTxt {
  const resolver = new Resolver({ timeout: 3000, tries: 2 })
  if (servers.length > 0) resolver.setServers(servers)
  return (name) => resolver.resolveTxt(name)
}

const NO_RECORD = new Set(['ENOTFOUND', 'ENODATA'])

/**
 * The DMARC status of a sender's domain from its `_dmarc.<domain>` TXT record: compliant when it
 * publishes a DMARC policy, non-compliant when it publishes none, unknown when DNS did not answer.
 */
export async function lookupDmarc(resolveTxt: ResolveTxt, domain: string): Promise<DmarcResult> {
  try {
    const records = (await resolveTxt(`_dmarc.${domain}`)).map((chunks) => chunks.join(''))
    const record = records.find((r) => /^v=DMARC1\s*(;|$)/i.test(r.trim()))
    return record ? { status: 'compliant', record } : { status: 'non-compliant' }
  } catch (err) {
    const code = (err as { code?: string }).code
    return code && NO_RECORD.has(code) ? { status: 'non-compliant' } : { status: 'unknown' }
  }
}
