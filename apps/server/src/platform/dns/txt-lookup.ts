import { Resolver } from 'node:dns/promises'

export type ResolveTxt = (name: string) => Promise<string[][]>

/** Node's resolver, optionally pointed at given DNS servers (`host` or `host:port`; DNS_SERVERS). */
export function systemResolveTxt(servers: string[] = []): ResolveTxt {
  const resolver = new Resolver({ timeout: 3000, tries: 2 })
  if (servers.length > 0) resolver.setServers(servers)
  return (name) => resolver.resolveTxt(name)
}

/**
 * What DNS says about the TXT records at a name: the records (split strings joined), `none` when DNS
 * answers that there are none, or `failed` when it gives no answer to trust.
 */
export type TxtAnswer = { outcome: 'found'; records: string[] } | { outcome: 'none' } | { outcome: 'failed' }

/** The name does not exist (NXDOMAIN). */
const NO_NAME = 'ENOTFOUND'
/** The name exists, without records of the type asked for. */
const NO_DATA = 'ENODATA'

const codeOf = (error: unknown) => (error as { code?: string }).code

/**
 * The TXT records at `name`, a name in `domain`'s zone. A timeout, a refusal or a server failure is
 * `failed`; so is NXDOMAIN for `name` while `domain` itself does not resolve either (a resolver that
 * cannot see the internet says NXDOMAIN to everything) — never `none`, which would claim a missing record.
 */
export async function lookupTxt(resolveTxt: ResolveTxt, name: string, domain: string): Promise<TxtAnswer> {
  try {
    const records = (await resolveTxt(name)).map((chunks) => chunks.join(''))
    return records.length > 0 ? { outcome: 'found', records } : { outcome: 'none' }
  } catch (error) {
    const code = codeOf(error)
    if (code === NO_DATA) return { outcome: 'none' }
    if (code === NO_NAME && (await domainResolves(resolveTxt, domain))) {
      return { outcome: 'none' }
    }
    return { outcome: 'failed' }
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
