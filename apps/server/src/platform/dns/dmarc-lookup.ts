import { Resolver } from 'node:dns/promises'

export type DmarcResult = { status: 'compliant' | 'non-compliant' | 'unknown'; record?: string }
export type ResolveTxt = (name: string) => Promise<string[][]>

/** Node's resolver, optionally pointed at given DNS servers (`host` or `host:port`). */
export function systemResolveTxt(servers: string[] = []): ResolveTxt {
  const resolver = new Resolver({ timeout: 3000, tries: 2 })
  if (servers.length > 0) resolver.setServers(servers)
  return (name) => resolver.resolveTxt(name)
}

/** The name does not exist (NXDOMAIN). */
const NO_NAME = 'ENOTFOUND'
/** The name exists, without records of the type asked for. */
const NO_DATA = 'ENODATA'

const codeOf = (error: unknown) => (error as { code?: string }).code

/**
 * The DMARC status of a sender's domain from its `_dmarc.<domain>` TXT record (spec §4): compliant when
 * it publishes a DMARC policy; non-compliant when DNS answers that it publishes none; unknown when DNS
 * gives no answer to trust — a timeout, a refusal, a failure, or NXDOMAIN for `_dmarc.<domain>` while the
 * domain itself does not resolve either (a resolver that cannot see the internet says NXDOMAIN to everything).
 */
export async function lookupDmarc(resolveTxt: ResolveTxt, domain: string): Promise<DmarcResult> {
  try {
    const records = (await resolveTxt(`_dmarc.${domain}`)).map((chunks) => chunks.join(''))
    const record = records.find((r) => /^v=DMARC1\s*(;|$)/i.test(r.trim()))
    return record ? { status: 'compliant', record } : { status: 'non-compliant' }
  } catch (error) {
    const code = codeOf(error)
    if (code === NO_DATA) return { status: 'non-compliant' }
    if (code === NO_NAME && (await domainResolves(resolveTxt, domain))) return { status: 'non-compliant' }
    return { status: 'unknown' }
  }
}

/** Whether DNS knows the domain at all: it answers for the name, with TXT records or without. */
async function domainResolves(resolveTxt: ResolveTxt, domain: string): Promise<boolean> {
  try {
    await resolveTxt(domain)
    return true
  } catch (error) {
    return codeOf(error) === NO_DATA
  }
}
