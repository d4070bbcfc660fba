import { senderMessages } from '@herald/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInClient } from '../../../test/auth-flows.ts'
import type { HttpClient } from '../../../test/http-client.ts'
import { createReportJob } from '../../../test/report-jobs.ts'
import { startTestHerald, type TestHerald } from '../../../test/start-test-herald.ts'

let t: TestHerald
let client: HttpClient

beforeAll(async () => {
  // No DNS server answers on this port: every DMARC lookup is "unknown", never a hang.
  t = await startTestHerald({ DNS_SERVERS: '127.0.0.1:9' })
  client = (await signedInClient(t.client(), t.smtp)).client
}, 60_000)
afterAll(() => t.stop())

const verify = (email: string, sendVerificationEmail = false) =>
  client.post('/api/email/verify-email', { email, sendVerificationEmail })

describe('sender verification', () => {
  it('emails a one-time link; opening it makes the address a verified sender of this account', async () => {
    const sender = 'Reports Team <reports-verify@example.com>'
    const before = await (await verify(sender)).json()
    expect(before).toMatchObject({
      verified: false,
      message: senderMessages.notVerified,
      dmarcCompliant: null,
    })
    expect(before['dmarcMessage']).toBe(senderMessages.dmarcUnknown('example.com'))

    const sent = await (await verify(sender, true)).json()
    expect(sent['message']).toBe(senderMessages.linkSent('reports-verify@example.com'))
    const mail = await t.smtp.waitFor('reports-verify@example.com')
    const link = /(http:\/\/[^\s"]+verify-sender\?token=[\w-]+)/.exec(mail.text ?? '')![1]!
    const opened = await fetch(link)
    expect(opened.status).toBe(200)
    expect(await opened.text()).toContain('reports-verify@example.com is now a verified sender')
    expect((await fetch(link)).status).toBe(400)

    expect((await (await verify(sender)).json())['verified']).toBe(true)
    const jobId = await createReportJob(client, {
      rows: [{ toEmail: 'someone@example.com' }],
      email: { fromEmail: 'reports-verify@example.com', isEmailVerified: false },
    })
    const config = await (await client.get(`/api/job-email-config?userJobId=${jobId}`)).json()
    expect(config['isEmailVerified']).toBe(true)

    const other = (await signedInClient(t.client(), t.smtp)).client
    const theirs = await other.post('/api/email/verify-email', { email: 'reports-verify@example.com' })
    expect((await theirs.json())['verified']).toBe(false)
  })

  it('says the server’s own sender is that, DMARC unchecked, and sends it no link', async () => {
    const own = await (await verify('HERALD@herald.localhost', true)).json()
    expect(own).toEqual({
      verified: false,
      serverSender: true,
      dmarcCompliant: null,
      message: senderMessages.serverSender,
      dmarcMessage: senderMessages.dmarcUnknown('herald.localhost'),
      dkim: 'none',
    })
    const other = await (await verify('someone@herald.localhost')).json()
    expect(other['serverSender']).toBe(false)
  })

  it('refuses an invalid address and more than five links an hour', async () => {
    const bad = await verify('not an address', true)
    expect(bad.status).toBe(400)
    expect((await bad.json())['message']).toBe('Please enter a valid email address')
    const fresh = (await signedInClient(t.client(), t.smtp)).client
    const statuses = []
    for (let i = 0; i < 6; i++) {
      const sent = await fresh.post('/api/email/verify-email', {
        email: `limit-${i}@example.com`,
        sendVerificationEmail: true,
      })
      statuses.push(sent.status)
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
  })
})
