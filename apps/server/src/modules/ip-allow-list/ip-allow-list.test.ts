import { request as httpRequest } from 'node:http'
import { ipAllowListMessages } from '@herald/contracts'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInClient } from '../../../test/auth-flows.ts'
import type { HttpClient } from '../../../test/http-client.ts'
import { startTestHerald, type TestHerald } from '../../../test/start-test-herald.ts'

const LIST = '/api/account/whitelist-ips'

let t: TestHerald
let db: pg.Client
beforeAll(async () => {
  t = await startTestHerald()
  db = new pg.Client({ connectionString: t.databaseUrl })
  await db.connect()
})
afterAll(async () => {
  await db.end()
  await t.stop()
})

/** The test server trusts X-Forwarded-For: each request may say which client address it comes from. */
const from = (address: string) => ({ 'x-forwarded-for': address })
const own = (client: HttpClient) => client.headers['x-forwarded-for']!

async function add(client: HttpClient, address: string, headers?: Record<string, string>) {
  return client.post(LIST, { address }, headers)
}

describe('the IP allow-list API', () => {
  it('validates, normalises and refuses duplicates, with a message that says what to enter', async () => {
    const { client } = await signedInClient(t.client(), t.smtp)
    expect(await (await client.get(LIST)).json()).toEqual([])
    const first = await add(client, '10.0.0.0/8')
    expect(first.status).toBe(201)
    expect(await first.json()).toMatchObject({ id: expect.any(Number), address: '10.0.0.0/8' })

    for (const bad of [
      '1.2.3',
      '256.1.1.1',
      '0x7f.0.0.1',
      '10.0.0.0/33',
      '10.0.0.0/-1',
      'fe80::1%eth0',
      'gggg::1',
      'example.com',
      '1.2.3.4/24/1',
      '2001:db8::/129',
    ]) {
      const response = await add(client, bad)
      expect(response.status, bad).toBe(400)
      expect((await response.json()).message, bad).toBe(ipAllowListMessages.invalid)
    }
    const empty = await add(client, '   ')
    expect(empty.status).toBe(400)
    expect((await empty.json()).message).toBe(ipAllowListMessages.required)

    const normalised: [string, string][] = [
      [' 203.0.113.9/24 ', '203.0.113.0/24'],
      ['2001:DB8:0:0:0:0:0:1', '2001:db8::1'],
      ['::ffff:192.0.2.1', '192.0.2.1'],
      ['198.51.100.7/32', '198.51.100.7'],
      ['2001:db8:abcd:12::9/48', '2001:db8:abcd::/48'],
    ]
    for (const [given, stored] of normalised) {
      const response = await add(client, given)
      expect(response.status, given).toBe(201)
      expect((await response.json()).address).toBe(stored)
    }
    const duplicate = await add(client, '203.0.113.200/24')
    expect(duplicate.status).toBe(409)
    expect((await duplicate.json()).message).toBe(ipAllowListMessages.duplicate)
    const listed = (await (await client.get(LIST)).json()) as unknown as { address: string }[]
    expect(listed.map((entry) => entry.address)).toEqual(['10.0.0.0/8', ...normalised.map(([, s]) => s)])

    const { rows } = await db.query<{ type: string; data: { address: string } }>(
      "select type, data from audit_events where type like 'IP_ALLOW_LIST%' and data->>'from' = $1 order by id",
      [own(client)],
    )
    expect(rows.map((row) => row.data.address)).toEqual(listed.map((entry) => entry.address))
  })

  it('refuses a change that would shut out the address making it', async () => {
    const { client } = await signedInClient(t.client(), t.smtp)
    const address = own(client)
    const lockOut = await add(client, '203.0.113.0/24')
    expect(lockOut.status).toBe(409)
    expect((await lockOut.json()).message).toBe(ipAllowListMessages.lockOut(address))
    expect(await (await client.get(LIST)).json()).toEqual([])

    const mine = (await (await add(client, `${address}`)).json()) as { id: number }
    const other = (await (await add(client, '203.0.113.0/24')).json()) as { id: number }
    const removeMine = await client.request('DELETE', `${LIST}/${mine.id}`)
    expect(removeMine.status).toBe(409)
    expect((await removeMine.json()).message).toBe(ipAllowListMessages.lockOut(address))
    // From inside the other range, removing the entry of the first address is fine.
    expect(
      (await client.request('DELETE', `${LIST}/${mine.id}`, undefined, from('203.0.113.8'))).status,
    ).toBe(204)
    // Removing the last entry empties the list, which allows every address.
    expect(
      (await client.request('DELETE', `${LIST}/${other.id}`, undefined, from('203.0.113.8'))).status,
    ).toBe(204)
    expect(await (await client.get(LIST)).json()).toEqual([])
    expect((await client.request('DELETE', `${LIST}/${other.id}`)).status).toBe(404)
    const { rows } = await db.query<{ type: string }>(
      "select type from audit_events where type like 'IP_ALLOW_LIST%' and data->>'address' in ($1, '203.0.113.0/24') and data->>'from' in ($1, '203.0.113.8') order by id",
      [address],
    )
    expect(rows.map((row) => row.type)).toEqual([
      'IP_ALLOW_LIST_ADDED',
      'IP_ALLOW_LIST_ADDED',
      'IP_ALLOW_LIST_REMOVED',
      'IP_ALLOW_LIST_REMOVED',
    ])
  })

  it('refuses every request of the account from outside the list, by session and by API key', async () => {
    const { client } = await signedInClient(t.client(), t.smtp)
    expect(await (await client.get('/api/account/client-address')).json()).toEqual({ address: own(client) })
    const key = (await (await client.post('/api/api-key')).json()) as { keySecret: string }
    await add(client, own(client))
    await add(client, '2001:db8::/32')

    const outside = await client.get('/api/account', from('198.51.100.9'))
    expect(outside.status).toBe(403)
    expect((await outside.json()).message).toBe(ipAllowListMessages.notAllowed('198.51.100.9'))
    expect((await client.get('/api/user-jobs', from('2001:db9::1'))).status).toBe(403)
    const password = await client.post(
      '/api/auth/change-password',
      { currentPassword: 'whatever it is', newPassword: 'a brand new password' },
      from('198.51.100.9'),
    )
    expect(password.status).toBe(403)
    expect((await password.json()).message).toBe(ipAllowListMessages.notAllowed('198.51.100.9'))
    expect((await client.get('/api/account')).status).toBe(200)
    expect((await client.get('/api/account', from('2001:db8:5::1'))).status).toBe(200)
    // An IPv4 client behind an IPv6 socket is the IPv4 address.
    expect((await client.get('/api/account', from(`::ffff:${own(client)}`))).status).toBe(200)

    const bearer = (address: string) =>
      fetch(`${t.url}/api/user-jobs`, {
        headers: { authorization: `Bearer ${key.keySecret}`, ...from(address) },
      })
    const refused = await bearer('198.51.100.9')
    expect(refused.status).toBe(403)
    expect(((await refused.json()) as { message: string }).message).toBe(
      ipAllowListMessages.notAllowed('198.51.100.9'),
    )
    expect((await bearer('2001:db8::77')).status).toBe(200)
    // Another account without a list is not affected.
    const { client: other } = await signedInClient(t.client(), t.smtp)
    expect((await other.get('/api/account', from('198.51.100.9'))).status).toBe(200)
  })

  it('answers 404 for another account’s entry', async () => {
    const { client: owner } = await signedInClient(t.client(), t.smtp)
    const entry = (await (await add(owner, '10.0.0.0/8')).json()) as { id: number }
    const { client: stranger } = await signedInClient(t.client(), t.smtp)
    expect((await stranger.request('DELETE', `${LIST}/${entry.id}`)).status).toBe(404)
    expect((await owner.get(LIST)).status).toBe(200)
  })
})

describe('without TRUST_PROXY', () => {
  let direct: TestHerald
  beforeAll(async () => {
    direct = await startTestHerald({ TRUST_PROXY: 'false' })
  })
  afterAll(() => direct.stop())

  /** A GET from a chosen loopback source address, with the client's cookies. */
  function getFrom(client: HttpClient, localAddress: string, path: string): Promise<number> {
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
    return new Promise((resolve, reject) => {
      const req = httpRequest(new URL(path, direct.url), { localAddress, headers: { cookie } }, (res) => {
        res.resume()
        resolve(res.statusCode ?? 0)
      })
      req.on('error', reject)
      req.end()
    })
  }

  it('uses the connection’s address and ignores X-Forwarded-For', async () => {
    const { client } = await signedInClient(direct.client(), direct.smtp)
    expect(await (await client.get('/api/account/client-address')).json()).toEqual({ address: '127.0.0.1' })
    expect((await add(client, '127.0.0.1')).status).toBe(201)
    // The header names an address outside the list; it is not believed.
    expect((await client.get('/api/account', from('198.51.100.9'))).status).toBe(200)
    expect(await getFrom(client, '127.0.0.1', '/api/account')).toBe(200)
    expect(await getFrom(client, '127.0.0.2', '/api/account')).toBe(403)
  })
})
