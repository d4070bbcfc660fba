import ipaddr from 'ipaddr.js'

type Address = ipaddr.IPv4 | ipaddr.IPv6

/**
 * An allow-list entry in its one stored form, or undefined when the text is not an IPv4 or IPv6 address or
 * CIDR range: IPv4 only as four decimal parts; IPv4-mapped IPv6 as IPv4; a range as its network address
 * (`203.0.113.9/24` → `203.0.113.0/24`); a single-address range as the address (`/32`, `/128`); IPv6 in
 * its compact form. Zone ids (`fe80::1%eth0`) name no address another host sees, so they are refused.
 */
export function normaliseAllowedAddress(text: string): string | undefined {
  const [host = '', prefix, ...rest] = text.trim().split('/')
  if (rest.length > 0) return undefined
  const address = parseHost(host)
  if (!address) return undefined
  const bits = address.kind() === 'ipv4' ? 32 : 128
  if (prefix === undefined) return address.toString()
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > bits) return undefined
  const length = Number(prefix)
  if (length === bits) return address.toString()
  const network =
    address.kind() === 'ipv4'
      ? ipaddr.IPv4.networkAddressFromCIDR(`${address.toString()}/${length}`)
      : ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/${length}`)
  return `${network.toString()}/${length}`
}

function parseHost(host: string): Address | undefined {
  if (ipaddr.IPv4.isValidFourPartDecimal(host)) return ipaddr.IPv4.parse(host)
  if (!host.includes(':') || !ipaddr.IPv6.isValid(host)) return undefined
  const address = ipaddr.IPv6.parse(host)
  if (address.zoneId !== undefined) return undefined
  return address.isIPv4MappedAddress() ? address.toIPv4Address() : address
}

/** Whether a client address (as the server sees it) is inside one of the stored entries. */
export function isAddressAllowed(clientAddress: string, entries: readonly string[]): boolean {
  if (!ipaddr.isValid(clientAddress)) return false
  const client = ipaddr.process(clientAddress)
  return entries.some((entry) => {
    const [network, length] = entry.includes('/')
      ? ipaddr.parseCIDR(entry)
      : [ipaddr.parse(entry), client.kind() === 'ipv4' ? 32 : 128]
    return network.kind() === client.kind() && client.match(network, length)
  })
}

/** The client address as the list speaks of it (`::ffff:203.0.113.7` → `203.0.113.7`). */
export function displayAddress(clientAddress: string): string {
  return ipaddr.isValid(clientAddress) ? ipaddr.process(clientAddress).toString() : clientAddress
}
