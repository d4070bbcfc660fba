import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import { BlockList, isIP, type LookupFunction } from 'node:net'

/** A user-supplied server resolved to (or is) an address on a private network that no administrator allowed. */
export class PrivateAddressError extends Error {
  override name = 'PrivateAddressError'
  readonly host: string
  constructor(host: string) {
    super(`${host} is a private address`)
    this.host = host
  }
}

const PRIVATE_V4 = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const
const PRIVATE_V6 = [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const

const privateNetworks = new BlockList()
for (const [net, prefix] of PRIVATE_V4) privateNetworks.addSubnet(net, prefix, 'ipv4')
for (const [net, prefix] of PRIVATE_V6) privateNetworks.addSubnet(net, prefix, 'ipv6')

/** `::ffff:10.0.0.1` is 10.0.0.1: check the IPv4 address it carries. */
function normalise(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped) return { address: mapped[1]!, family: 'ipv4' }
  return { address, family: isIP(address) === 6 ? 'ipv6' : 'ipv4' }
}

/**
 * DESIGN.md §8.9: Herald connects to a user-supplied BI server only on public addresses, unless the host
 * name, address or network is listed in BI_PRIVATE_HOSTS. The check runs inside the connection's DNS
 * lookup, so the address checked is the address connected to (no second resolution to rebind).
 */
export interface OutboundGuard {
  /** For node:http(s) `lookup`: resolves the name and keeps only addresses Herald may connect to. */
  lookup: LookupFunction
  /** Throws PrivateAddressError when `host` is an IP literal Herald may not connect to (no lookup happens then). */
  checkLiteral(host: string): void
  /** Whether an administrator listed this host name or address (destinations may use plain HTTP only to these). */
  isListed(host: string): boolean
}

export function createOutboundGuard(allowedHosts: string[]): OutboundGuard {
  const names = new Set<string>()
  const allowedNetworks = new BlockList()
  for (const entry of allowedHosts.map((h) => h.trim().toLowerCase()).filter(Boolean)) {
    const [net, prefix] = entry.split('/')
    const family = isIP(net ?? '')
    if (family === 0) names.add(entry)
    else if (prefix === undefined) allowedNetworks.addAddress(net!, family === 6 ? 'ipv6' : 'ipv4')
    else allowedNetworks.addSubnet(net!, Number(prefix), family === 6 ? 'ipv6' : 'ipv4')
  }
  const permitted = (host: string, raw: string) => {
    if (names.has(host.toLowerCase())) return true
    const { address, family } = normalise(raw)
    return !privateNetworks.check(address, family) || allowedNetworks.check(address, family)
  }

  const lookup: LookupFunction = (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, '', 0)
      const usable = addresses.filter((a) => permitted(hostname, a.address))
      if (usable.length === 0) return callback(new PrivateAddressError(hostname), '', 0)
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, usable)
      callback(null, usable[0]!.address, usable[0]!.family)
    })
  }
  return {
    lookup,
    checkLiteral(host) {
      const bare = host.replace(/^\[|\]$/g, '')
      if (isIP(bare) !== 0 && !permitted(bare, bare)) throw new PrivateAddressError(host)
    },
    isListed(host) {
      const bare = host.replace(/^\[|\]$/g, '').toLowerCase()
      if (names.has(bare)) return true
      if (isIP(bare) === 0) return false
      const { address, family } = normalise(bare)
      return allowedNetworks.check(address, family)
    },
  }
}
