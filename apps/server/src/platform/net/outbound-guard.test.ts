import { describe, expect, it } from 'vitest'
import { createOutboundGuard, PrivateAddressError } from './outbound-guard.ts'

const resolve = (guard: ReturnType<typeof createOutboundGuard>, host: string) =>
  new Promise<string>((ok, fail) =>
    guard.lookup(host, { family: 0 }, (err, address) => (err ? fail(err) : ok(String(address)))),
  )

describe('outbound guard', () => {
  it('refuses loopback, private and link-local literals unless listed', () => {
    const guard = createOutboundGuard([])
    for (const host of [
      '127.0.0.1',
      '10.1.2.3',
      '192.168.0.10',
      '169.254.169.254',
      '[::1]',
      '::ffff:10.0.0.1',
    ])
      expect(() => guard.checkLiteral(host), host).toThrow(PrivateAddressError)
    expect(() => guard.checkLiteral('8.8.8.8')).not.toThrow()
    expect(() => guard.checkLiteral('tableau.example.com')).not.toThrow()
  })

  it('allows host names, addresses and networks listed in BI_PRIVATE_HOSTS', () => {
    const guard = createOutboundGuard(['10.20.0.0/16', '127.0.0.1', 'tableau.corp'])
    expect(() => guard.checkLiteral('10.20.5.6')).not.toThrow()
    expect(() => guard.checkLiteral('127.0.0.1')).not.toThrow()
    expect(() => guard.checkLiteral('10.21.0.1')).toThrow(PrivateAddressError)
  })

  it('checks the address a name resolves to, in the lookup used for the connection', async () => {
    await expect(resolve(createOutboundGuard([]), 'localhost')).rejects.toBeInstanceOf(PrivateAddressError)
    expect(await resolve(createOutboundGuard(['localhost']), 'localhost')).toMatch(/^(127\.0\.0\.1|::1)$/)
    expect(await resolve(createOutboundGuard(['127.0.0.0/8', '::1']), 'localhost')).toMatch(
      /^(127\.0\.0\.1|::1)$/,
    )
  })
})
