import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInClient } from '../../../test/auth-flows.ts'
import type { HttpClient } from '../../../test/http-client.ts'
import { startTestHerald, type TestHerald } from '../../../test/start-test-herald.ts'
import { forwardedAddresses } from './forwarded-for.ts'

describe('forwardedAddresses', () => {
  it('keeps the entries nearer the server than the last one that is not an IP address', () => {
    expect(forwardedAddresses('203.0.113.7')).toEqual(['203.0.113.7'])
    expect(forwardedAddresses('198.51.100.1, 203.0.113.7')).toEqual(['198.51.100.1', '203.0.113.7'])
    expect(forwardedAddresses('spoofed text, 203.0.113.7')).toEqual(['203.0.113.7'])
    expect(forwardedAddresses('203.0.113.7, unknown')).toEqual([])
    expect(forwardedAddresses('2001:db8::7,::ffff:10.0.0.1')).toEqual(['2001:db8::7', '::ffff:10.0.0.1'])
    for (const text of [
      '',
      'localhost',
      '127.1',
      '0x7f.0.0.1',
      '3232235777',
      'fe80::1%eth0',
      '[::1]',
      '1.2.3.4:80',
    ]) {
      expect(forwardedAddresses(text), text).toEqual([])
    }
  })
})

/** Security probe F8: the client's address behind one proxy, as every consumer reads it (`true` is 1 hop). */
describe.each(['1', 'true'])('the client address with TRUST_PROXY=%s', (trustProxy) => {
  let t: TestHerald
  let client: HttpClient
  beforeAll(async () => {
    t = await startTestHerald({ TRUST_PROXY: trustProxy })
    ;({ client } = await signedInClient(t.client(), t.smtp))
  })
  afterAll(async () => {
    await t.stop()
  })

  const seen = async (forwardedFor: string) => {
    const response = await client.get('/api/account/client-address', { 'x-forwarded-for': forwardedFor })
    expect(response.status, forwardedFor).toBe(200)
    return (await response.json())['address']
  }

  it('is the entry the proxy wrote, not the leftmost one the client wrote', async () => {
    expect(await seen('203.0.113.66, 10.9.8.7')).toBe('10.9.8.7')
    expect(await seen('203.0.113.66,198.51.100.2, 10.9.8.7')).toBe('10.9.8.7')
  })

  it('is the connection’s address when the forwarded entry is not an IP address', async () => {
    expect(await seen('not-an-address')).toBe('127.0.0.1')
    expect(await seen('203.0.113.66, <script>')).toBe('127.0.0.1')
    expect(await seen('203.0.113.66, unknown')).toBe('127.0.0.1')
  })
})
