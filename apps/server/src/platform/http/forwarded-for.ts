import type { FastifyInstance } from 'fastify'
import ipaddr from 'ipaddr.js'

/** An IPv4 address in its four-part decimal form or an IPv6 address (no zone): what a proxy writes. */
export function isIpAddress(value: string): boolean {
  return ipaddr.IPv4.isValidFourPartDecimal(value) || (ipaddr.IPv6.isValid(value) && !value.includes('%'))
}

/**
 * The X-Forwarded-For entries a chain of proxies can vouch for: those after (nearer the server than) its last
 * entry that is not an IP address. `1.2.3.4, unknown` → none; `spoofed text, 1.2.3.4` → `1.2.3.4`.
 */
export function forwardedAddresses(header: string): string[] {
  const entries = header.split(',').map((entry) => entry.trim())
  let first = entries.length
  while (first > 0 && isIpAddress(entries[first - 1]!)) first--
  return entries.slice(first)
}

/**
 * Keeps `request.ip` an IP address (ADR 0041). Fastify walks X-Forwarded-For from the nearest entry as far as
 * TRUST_PROXY trusts, and takes whatever text it stops at as the client's address. Before anything reads it
 * (this hook is the first), the header is cut at its nearest entry that is not an address, so the walk stops
 * at the proxy that wrote it: with none left, the client is the connection's address.
 */
export function registerForwardedForCheck(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const headers = request.raw.headers
    const header = headers['x-forwarded-for']
    if (header !== undefined) {
      const addresses = forwardedAddresses(Array.isArray(header) ? header.join(',') : header)
      if (addresses.length === 0) delete headers['x-forwarded-for']
      else headers['x-forwarded-for'] = addresses.join(', ')
    }
    done()
  })
}
