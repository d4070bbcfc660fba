import {
  emailConfigMessages,
  emailMessages,
  notificationMessages,
  reportMessages,
  type ErrorBody,
  type JobEmailConfigView,
} from '@herald/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInClient } from '../../../test/auth-flows.ts'
import type { HttpClient } from '../../../test/http-client.ts'
import { createJob } from '../../../test/report-jobs.ts'
import { startTestHerald, type TestHerald } from '../../../test/start-test-herald.ts'

/** `GET/POST /api/job-email-config` (spec §5 "Email step", §7) and `GET/POST /api/notifications`. */

const MAIL_FROM = 'Herald Reports <reports@herald.example>'
let t: TestHerald
let owner: HttpClient
let jobId: number

beforeAll(async () => {
  // No DNS server answers on this port: the sender check's DMARC lookup is 'unknown', never a hang.
  t = await startTestHerald({ MAIL_FROM, DNS_SERVERS: '127.0.0.1:9' })
  owner = (await signedInClient(t.client(), t.smtp)).client
  jobId = await createJob(owner)
})
afterAll(async () => {
  await t.stop()
})

const valid = {
  fromEmail: 'reports@example.com',
  emailTitle: 'Your report {fileName}',
  emailBody: '<p>Hi</p>',
}
const saveEmail = (client: HttpClient, body: unknown, id: number | string = jobId) =>
  client.post(`/api/job-email-config?userJobId=${id}`, body)
const readEmail = async (client: HttpClient, id = jobId) => {
  const response = await client.get(`/api/job-email-config?userJobId=${id}`)
  expect(response.status).toBe(200)
  return (await response.json()) as unknown as JobEmailConfigView
}

async function expectProblems(response: Response, problems: string[]) {
  const body = (await response.json()) as ErrorBody
  expect(response.status, JSON.stringify(body)).toBe(400)
  expect(body.message).toBe(problems[0])
  expect(body.fieldErrors?.map((e) => e.message)).toEqual(problems)
}

describe('POST /api/job-email-config', () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    ['no subject', { emailTitle: undefined }, [emailConfigMessages.titleRequired]],
    ['a blank subject', { emailTitle: '   ' }, [emailConfigMessages.titleRequired]],
    ['a subject of 256 characters', { emailTitle: 'x'.repeat(256) }, [emailConfigMessages.titleTooLong]],
    [
      'a subject with CR-LF (header injection)',
      { emailTitle: 'Report\r\nBcc: victim@example.com' },
      [emailConfigMessages.titleLineBreak],
    ],
    ['a subject with a bare LF', { emailTitle: 'Report\nline two' }, [emailConfigMessages.titleLineBreak]],
    ['no sender', { fromEmail: undefined }, [emailConfigMessages.senderRequired]],
    ['a sender without a domain', { fromEmail: 'reports@' }, [emailConfigMessages.senderInvalid]],
    ['two senders', { fromEmail: 'a@example.com; b@example.com' }, [emailConfigMessages.senderInvalid]],
    [
      'a display name with a bad address',
      { fromEmail: 'Reports <reports@@example.com>' },
      [emailConfigMessages.senderInvalid],
    ],
    [
      'no subject and no sender',
      { fromEmail: undefined, emailTitle: undefined },
      [emailConfigMessages.senderRequired, emailConfigMessages.titleRequired],
    ],
  ])('refuses %s', async (_, change, problems) => {
    await expectProblems(await saveEmail(owner, { ...valid, ...change }), problems)
  })

  it('refuses a blank sender, saying first that it is required', async () => {
    const response = await saveEmail(owner, { ...valid, fromEmail: '  ' })
    expect(response.status).toBe(400)
    expect((await response.json())['message']).toBe(emailConfigMessages.senderRequired)
  })

  // BUG (reported): SenderEmail's refine still runs after minLength fails, so a blank sender is also
  // called invalid. Flip to `it` once the refine is skipped for an empty value.
  it('calls a blank sender required, not also invalid', async () => {
    await expectProblems(await saveEmail(owner, { ...valid, fromEmail: '' }), [
      emailConfigMessages.senderRequired,
    ])
  })

  it.each(['', 'x', '0'])('refuses userJobId=%j', async (id) => {
    await expectProblems(await saveEmail(owner, valid, id), [reportMessages.invalidJobId])
  })

  it('accepts a subject of exactly 255 characters', async () => {
    const response = await saveEmail(owner, { ...valid, emailTitle: 's'.repeat(255) })
    expect(response.status).toBe(200)
    expect((await response.json())['emailTitle']).toBe('s'.repeat(255))
  })

  it('answers 404 for another account’s job', async () => {
    const { client: other } = await signedInClient(t.client(), t.smtp)
    expect((await saveEmail(other, valid)).status).toBe(404)
    expect((await other.get(`/api/job-email-config?userJobId=${jobId}`)).status).toBe(404)
  })
})

describe('email task defaults, sanitizing and the sender', () => {
  it('starts from the server’s sender with emails enabled', async () => {
    const id = await createJob(owner)
    expect(await readEmail(owner, id)).toEqual({
      fromEmail: MAIL_FROM,
      emailTitle: '',
      emailBody: '',
      isActive: true,
      isEmailVerified: false,
      serverSender: true,
      dmarcStatus: 'unknown',
      deliverAs: 'ATTACHMENT',
      linkExpiryDays: 7,
    })
    // The default sender, saved back unchanged, is accepted and still known as the server's own.
    const saved = await saveEmail(owner, { ...valid, fromEmail: MAIL_FROM }, id)
    expect(saved.status).toBe(200)
    expect((await saved.json())['serverSender']).toBe(true)
  })

  it('sanitizes the body on save: no scripts, handlers, javascript: links, data: or SVG images', async () => {
    const body = [
      '<p style="text-align: center; color: #c00000">Hello <strong>team</strong></p>',
      '<script>alert(1)</script>',
      '<img src="https://cdn.example.com/logo.png" alt="Logo" onerror="alert(2)">',
      '<a href="javascript:alert(3)">bad link</a>',
      '<a href="https://example.com/report">good link</a>',
      '<img src="data:image/png;base64,iVBORw0KGgo=" alt="inline">',
      '<img src="https://cdn.example.com/chart.svg" alt="vector">',
      '<table><tbody><tr><td style="background-color: rgb(255, 240, 200); text-align: right">42</td></tr></tbody></table>',
      '<p onclick="steal()" style="position: fixed">moved</p>',
      '<iframe src="https://evil.example.com"></iframe>',
    ].join('')
    const saved = await saveEmail(owner, { ...valid, emailBody: body })
    expect(saved.status).toBe(200)
    const { emailBody } = await readEmail(owner)
    expect(emailBody).toBe((await saved.json())['emailBody'])
    for (const gone of ['<script', 'alert(', 'onerror', 'onclick', 'javascript:', 'data:', '.svg', 'iframe'])
      expect(emailBody).not.toContain(gone)
    expect(emailBody).not.toContain('position')
    for (const kept of [
      '<p style="text-align:center;color:#c00000">Hello <strong>team</strong></p>',
      '<img src="https://cdn.example.com/logo.png" alt="Logo" />',
      '<a href="https://example.com/report" rel="noopener noreferrer" target="_blank">good link</a>',
      '<table><tbody><tr><td style="background-color:rgb(255, 240, 200);text-align:right">42</td></tr></tbody></table>',
      '<p>moved</p>',
    ])
      expect(emailBody).toContain(kept)
    expect(emailBody).toContain('bad link')
  })

  it('accepts a sender in display-name form', async () => {
    const response = await saveEmail(owner, { ...valid, fromEmail: '  Reports <reports@example.com> ' })
    expect(response.status, await response.clone().text()).toBe(200)
    expect((await readEmail(owner)).fromEmail).toMatch(/reports@example\.com/)
  })

  it('ignores isEmailVerified from the client: the server’s record decides', async () => {
    const sender = 'verified-sender@example.com'
    const claimed = await saveEmail(owner, { ...valid, fromEmail: sender, isEmailVerified: true })
    expect(claimed.status).toBe(200)
    expect((await claimed.json())['isEmailVerified']).toBe(false)
    expect((await readEmail(owner)).isEmailVerified).toBe(false)

    // The account opens the verification link emailed to the sender.
    const asked = await owner.post('/api/email/verify-email', { email: sender, sendVerificationEmail: true })
    expect(asked.status).toBe(200)
    const mail = await t.smtp.waitFor(sender)
    const link = /(http:\/\/\S+verify-sender\?token=[\w-]+)/.exec(mail.text ?? '')![1]!
    expect((await fetch(link)).status).toBe(200)
    expect((await readEmail(owner)).isEmailVerified).toBe(true)
    const unclaimed = await saveEmail(owner, {
      ...valid,
      fromEmail: sender.toUpperCase(),
      isEmailVerified: false,
    })
    expect((await unclaimed.json())['isEmailVerified']).toBe(true)
  })

  // BUG (reported): the display-name form is stored verbatim, so a verified address written as
  // `Name <address>` never counts as verified (here, nor in delivery's join on lower(from_email)).
  // The address was verified by the test above.
  it('a verified sender stays verified in display-name form', async () => {
    const saved = await saveEmail(owner, { ...valid, fromEmail: 'Verified <verified-sender@example.com>' })
    expect(saved.status).toBe(200)
    expect((await saved.json())['isEmailVerified']).toBe(true)
  })

  it('a second save replaces the first', async () => {
    const id = await createJob(owner)
    expect((await saveEmail(owner, valid, id)).status).toBe(200)
    const second = {
      fromEmail: 'other@example.com',
      emailTitle: '  Trimmed  ',
      emailBody: '',
      isActive: false,
    }
    expect((await saveEmail(owner, second, id)).status).toBe(200)
    expect(await readEmail(owner, id)).toMatchObject({
      fromEmail: 'other@example.com',
      emailTitle: 'Trimmed',
      emailBody: '',
      isActive: false,
    })
  })
})

describe('GET/POST /api/notifications', () => {
  it('saves, trims and reads back the recipients in order, and clears them', async () => {
    expect(await (await owner.get('/api/notifications')).json()).toEqual([])
    const saved = await owner.post('/api/notifications', [' ops@example.com ', 'Team.Lead@example.com'])
    expect(saved.status).toBe(200)
    expect(await saved.json()).toEqual(['ops@example.com', 'Team.Lead@example.com'])
    expect(await (await owner.get('/api/notifications')).json()).toEqual([
      'ops@example.com',
      'Team.Lead@example.com',
    ])
    expect(await (await owner.post('/api/notifications', ['solo@example.com'])).json()).toEqual([
      'solo@example.com',
    ])
    expect(await (await owner.post('/api/notifications', [])).json()).toEqual([])
    expect(await (await owner.get('/api/notifications')).json()).toEqual([])
  })

  it.each<[string, string[], string]>([
    ['an invalid address', ['ok@example.com', 'bad@'], emailMessages.invalid('Notification email', 'bad@')],
    [
      'consecutive dots',
      ['a..b@example.com'],
      emailMessages.consecutiveDots('Notification email', 'a..b@example.com'),
    ],
    ['a blank entry', [' '], 'Enter an email address.'],
    [
      'the same address twice, in any casing',
      ['ops@example.com', 'OPS@example.com'],
      notificationMessages.duplicate('OPS@example.com'),
    ],
    [
      'more than 20 recipients',
      Array.from({ length: 21 }, (_, i) => `r${i}@example.com`),
      notificationMessages.tooMany,
    ],
  ])('refuses %s', async (_, list, message) => {
    await expectProblems(await owner.post('/api/notifications', list), [message])
  })

  it('accepts exactly 20 recipients', async () => {
    const list = Array.from({ length: 20 }, (_, i) => `r${i}@example.com`)
    expect(await (await owner.post('/api/notifications', list)).json()).toEqual(list)
    await owner.post('/api/notifications', [])
  })
})
