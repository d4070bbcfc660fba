import { readdirSync, readFileSync } from 'node:fs'
import { Resolver } from 'node:dns/promises'
import path from 'node:path'
import {
  recordStateLabels,
  SENDING_DOMAINS_MAX,
  sendingDomainMessages,
  type SendingDomain,
} from '@herald/contracts'
import { dkimVerify } from 'mailauth/lib/dkim/verify.js'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInClient } from '../../../test/auth-flows.ts'
import { startTestDnsServer, type TestDnsServer } from '../../../test/dns-server.ts'
import type { HttpClient } from '../../../test/http-client.ts'
import { createReportJob, regionRow, runNow, waitForRun } from '../../../test/report-jobs.ts'
import { rawOf } from '../../../test/smtp-sink.ts'
import { startTestHerald, TEST_SECRET_KEY, type TestHerald } from '../../../test/start-test-herald.ts'
import { createDkimKeyBox } from './dkim-key-box.ts'

let t: TestHerald
let dns: TestDnsServer
let client: HttpClient
/** Every response body this test read, to look for the private key in. */
const bodies: string[] = []

beforeAll(async () => {
  dns = await startTestDnsServer()
  t = await startTestHerald({ DNS_SERVERS: dns.address })
  client = (await signedInClient(t.client(), t.smtp)).client
}, 60_000)
afterAll(async () => {
  await t.stop()
  await dns.close()
})

async function call(method: string, url: string, body?: unknown, as = client) {
  const response = await as.request(method, url, body)
  const text = await response.text()
  bodies.push(text)
  return { status: response.status, body: text === '' ? {} : (JSON.parse(text) as Record<string, unknown>) }
}
const add = (domain: string, as = client) => call('POST', '/api/ses-domains/verify', { domain }, as)
const recheck = async (id: number) =>
  (await call('PUT', `/api/ses-domains/${id}/verify`)).body as SendingDomain
const recordOf = (domain: SendingDomain, kind: string) => domain.records.find((r) => r.kind === kind)!
const states = (domain: SendingDomain) => Object.fromEntries(domain.records.map((r) => [r.kind, r.state]))

/** A domain that exists in the test DNS server, without records of its own yet. */
function zoneFor(domain: string) {
  dns.setTxt(domain, [])
}

/** Makes `address` a verified sender of the client's account through the emailed link. */
async function verifySender(address: string) {
  await client.post('/api/email/verify-email', { email: address, sendVerificationEmail: true })
  const mail = await t.smtp.waitFor(address)
  const link = /(http:\/\/[^\s"]+verify-sender\?token=[\w-]+)/.exec(mail.text ?? '')![1]!
  expect((await fetch(link)).status).toBe(200)
}

/** Runs a one-row job sent from `sender` and returns the email its To address received. */
async function reportEmailFrom(sender: string, tag: string) {
  const row = regionRow('East', tag)
  const jobId = await createReportJob(client, { rows: [row], email: { fromEmail: sender } })
  const runId = await runNow(client, jobId)
  expect(await waitForRun(client, jobId, runId)).toMatchObject({ emailStatus: 'Email Success' })
  return t.smtp.waitFor(row.toEmail!)
}

describe('sending domains', () => {
  it('refuses what is not a domain name, saying why', async () => {
    const cases: [string, string][] = [
      ['', sendingDomainMessages.domainRequired],
      ['  ', sendingDomainMessages.domainRequired],
      ['192.168.1.10', sendingDomainMessages.domainIsIp],
      ['[::1]', sendingDomainMessages.domainIsIp],
      ['reports@example.com', sendingDomainMessages.domainIsAddress],
      ['https://example.com/', sendingDomainMessages.domainIsUrl],
      ['not a domain', sendingDomainMessages.domainInvalid],
      ['localhost', sendingDomainMessages.domainInvalid],
      ['-bad.example.com', sendingDomainMessages.domainInvalid],
    ]
    for (const [domain, message] of cases) {
      const answer = await add(domain)
      expect([domain, answer.status, answer.body['message']]).toEqual([domain, 400, message])
    }
    expect((await call('POST', '/api/ses-domains/verify', {})).status).toBe(400)
    expect((await call('GET', '/api/ses-domains/999999')).status).toBe(404)
  })

  it('stores an internationalized domain as punycode, with its DNS records to publish', async () => {
    zoneFor('xn--bcher-kva.test')
    const added = await add('Bücher.test.')
    expect(added.status).toBe(201)
    const domain = added.body as SendingDomain
    expect(domain.domain).toBe('xn--bcher-kva.test')
    expect(domain.selector).toMatch(/^herald-[0-9a-f]{8}$/)
    expect(domain.dkimVerified).toBe(false)
    const dkim = recordOf(domain, 'DKIM')
    expect(dkim.name).toBe(`${domain.selector}._domainkey.xn--bcher-kva.test`)
    expect(dkim.value).toMatch(/^v=DKIM1; k=rsa; p=[A-Za-z0-9+/=]{390,}$/)
    expect(recordOf(domain, 'SPF')).toMatchObject({
      name: 'xn--bcher-kva.test',
      value: 'v=spf1 ip4:127.0.0.1 ~all',
    })
    expect(recordOf(domain, 'DMARC').name).toBe('_dmarc.xn--bcher-kva.test')
    expect(states(domain)).toEqual({ DKIM: 'NOT_FOUND', SPF: 'NOT_FOUND', DMARC: 'NOT_FOUND' })

    const again = await add('xn--bcher-kva.test')
    expect(again.status).toBe(200)
    expect((again.body as SendingDomain).id).toBe(domain.id)
    const list = (await call('GET', '/api/ses-domains')).body as unknown as SendingDomain[]
    expect(list.map((d) => d.domain)).toContain('xn--bcher-kva.test')

    expect((await call('DELETE', `/api/ses-domains/${domain.id}`)).status).toBe(204)
    expect((await call('GET', `/api/ses-domains/${domain.id}`)).status).toBe(404)
    expect((await call('DELETE', `/api/ses-domains/${domain.id}`)).status).toBe(404)
  })

  it('verifies the records the DNS server publishes; another key is a mismatch; a down server is unknown', async () => {
    zoneFor('mismatch.test')
    const domain = (await add('mismatch.test')).body as SendingDomain
    const other = (await add('other-key.test')).body as SendingDomain
    const dkimName = recordOf(domain, 'DKIM').name
    dns.setTxt(dkimName, [recordOf(domain, 'DKIM').value])
    dns.setTxt('mismatch.test', ['v=spf1 include:_spf.elsewhere.test ~all'])
    dns.setTxt('_dmarc.mismatch.test', ['v=DMARC1; p=reject'])
    const verified = await recheck(domain.id)
    expect(states(verified)).toEqual({ DKIM: 'VERIFIED', SPF: 'MISMATCH', DMARC: 'VERIFIED' })
    expect(verified.dkimVerified).toBe(true)

    dns.setTxt(dkimName, [recordOf(other, 'DKIM').value])
    const mismatch = await recheck(domain.id)
    expect(recordOf(mismatch, 'DKIM')).toMatchObject({ state: 'MISMATCH' })
    expect(recordOf(mismatch, 'DKIM').message).toContain('publishes a different key')
    expect(mismatch.dkimVerified).toBe(false)

    dns.setTxt(dkimName, [recordOf(domain, 'DKIM').value])
    expect((await recheck(domain.id)).dkimVerified).toBe(true)
    await dns.stop()
    try {
      const unknown = await recheck(domain.id)
      expect(states(unknown)).toEqual({ DKIM: 'UNKNOWN', SPF: 'UNKNOWN', DMARC: 'UNKNOWN' })
      for (const record of unknown.records) expect(record.message).toContain(recordStateLabels.UNKNOWN)
      expect(unknown.dkimVerified).toBe(true) // a failed lookup neither starts nor stops signing
      const sender = await client.post('/api/email/verify-email', { email: 'someone@mismatch.test' })
      const check = await sender.json()
      expect(check['dmarcCompliant']).toBeNull()
      expect(check['dmarcMessage']).toBe(
        'The DMARC policy of mismatch.test is unknown — the DNS lookup failed.',
      )
      expect(check['dkim']).toBe('verified')
    } finally {
      await dns.start()
    }
  }, 60_000)

  it('does not let another account claim a domain this one verified', async () => {
    const other = (await signedInClient(t.client(), t.smtp)).client
    const claimed = await add('mismatch.test', other)
    expect(claimed.status).toBe(409)
    expect(claimed.body['message']).toBe(sendingDomainMessages.takenByOtherAccount('mismatch.test'))
    // A domain only added (not verified) by an account does not block another.
    zoneFor('unverified.test')
    expect((await add('unverified.test')).status).toBe(201)
    expect((await add('unverified.test', other)).status).toBe(201)
    const mine = (await call('GET', '/api/ses-domains')).body as unknown as SendingDomain[]
    const theirs = (await call('GET', '/api/ses-domains', undefined, other))
      .body as unknown as SendingDomain[]
    expect(theirs.map((d) => d.domain)).toEqual(['unverified.test'])
    const myId = mine.find((d) => d.domain === 'mismatch.test')!.id
    expect((await call('GET', `/api/ses-domains/${myId}`, undefined, other)).status).toBe(404)
    expect((await call('DELETE', `/api/ses-domains/${myId}`, undefined, other)).status).toBe(404)
  })

  it(`holds at most ${SENDING_DOMAINS_MAX} domains per account, even when added at once`, async () => {
    const owner = (await signedInClient(t.client(), t.smtp)).client
    const names = Array.from({ length: SENDING_DOMAINS_MAX }, (_, i) => `cap-${i}.test`)
    for (const name of names) expect((await add(name, owner)).status).toBe(201)
    const over = await add('cap-over.test', owner)
    expect(over.status).toBe(409)
    expect(over.body['message']).toBe(sendingDomainMessages.tooMany)
    expect(over.body['message']).toContain(String(SENDING_DOMAINS_MAX))
    // An existing one is still checked again; one deleted makes room for exactly one of three at once.
    expect((await add(names[0]!, owner)).status).toBe(200)
    const listed = (await call('GET', '/api/ses-domains', undefined, owner))
      .body as unknown as SendingDomain[]
    expect((await call('DELETE', `/api/ses-domains/${listed[0]!.id}`, undefined, owner)).status).toBe(204)
    const racing = await Promise.all(['a', 'b', 'c'].map((n) => add(`cap-race-${n}.test`, owner)))
    expect(racing.map((r) => r.status).sort()).toEqual([201, 409, 409])
    const after = (await call('GET', '/api/ses-domains', undefined, owner)).body as unknown as SendingDomain[]
    expect(after).toHaveLength(SENDING_DOMAINS_MAX)
  })

  it('DKIM-signs report emails from a verified domain, and mailauth verifies them against the published key', async () => {
    zoneFor('signed.test')
    const domain = (await add('signed.test')).body as SendingDomain
    dns.setTxt(recordOf(domain, 'DKIM').name, [recordOf(domain, 'DKIM').value])
    expect((await recheck(domain.id)).dkimVerified).toBe(true)
    await verifySender('reports@signed.test')

    const mail = await reportEmailFrom('Reports <reports@signed.test>', 'dkim-signed')
    expect(mail.from?.value[0]?.address).toBe('reports@signed.test')
    const signatures = mail.headers.get('dkim-signature')
    expect(signatures).toBeDefined()
    const resolver = new Resolver()
    resolver.setServers([dns.address])
    const result = await dkimVerify(rawOf(mail), {
      resolver: (name: string, type: string) =>
        type === 'TXT' ? resolver.resolveTxt(name) : Promise.reject(new Error(`no ${type} records here`)),
    })
    expect(result.results).toHaveLength(1)
    expect(result.results[0]).toMatchObject({
      signingDomain: 'signed.test',
      selector: domain.selector,
      status: { result: 'pass' },
    })
  }, 120_000)

  it('does not sign emails from a domain whose DKIM record is not verified', async () => {
    await verifySender('reports@unverified.test')
    const mail = await reportEmailFrom('reports@unverified.test', 'dkim-unsigned')
    expect(mail.from?.value[0]?.address).toBe('reports@unverified.test')
    expect(mail.headers.has('dkim-signature')).toBe(false)
  }, 120_000)

  it('never shows a private key in a response nor keeps it in clear under DATA_DIR', async () => {
    const db = new pg.Client({ connectionString: t.databaseUrl })
    await db.connect()
    const { rows } = await db.query<{ sealed_private_key: string }>(
      'SELECT sealed_private_key FROM sending_domains',
    )
    await db.end()
    expect(rows.length).toBeGreaterThan(2)
    const box = createDkimKeyBox(TEST_SECRET_KEY)
    const secrets = rows.map((r) => {
      const pem = box.open(r.sealed_private_key)
      expect(pem).toContain('BEGIN PRIVATE KEY')
      // A line of the key's base64 body: long and random, so found only where the key is.
      return pem.split('\n')[5]!
    })
    const files = readdirSync(t.dataDir, { recursive: true, withFileTypes: true })
      .filter((f) => f.isFile())
      .map((f) => readFileSync(path.join(f.parentPath, f.name), 'latin1'))
    expect(bodies.length).toBeGreaterThan(10)
    for (const secret of secrets) {
      expect(secret.length).toBe(64)
      for (const body of bodies) expect(body).not.toContain(secret)
      for (const file of files) expect(file).not.toContain(secret)
    }
    for (const body of bodies) expect(body).not.toContain('PRIVATE KEY')
  })
})
