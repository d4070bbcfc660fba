import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDevMailbox, type DevMailbox } from '../../platform/mail/dev-mailbox.ts'
import { createMailer, type Mailer } from '../../platform/mail/mailer.ts'
import { renderMailboxPage } from './render-mailbox-page.ts'

/** Issue 14 §9: the dev mailbox shows the SMTP envelope, so BCC recipients (in no header) are visible. */
let mailbox: DevMailbox
let mailer: Mailer
beforeAll(async () => {
  mailbox = await startDevMailbox(mkdtempSync(path.join(tmpdir(), 'herald-devbox-')))
  mailer = createMailer({ smtpUrl: mailbox.smtpUrl, from: 'Herald <herald@herald.localhost>' })
})
afterAll(async () => {
  mailer?.close()
  await mailbox?.close()
})

describe('the dev mailbox page', () => {
  it('shows the envelope beside the headers: MAIL FROM, every RCPT TO, and BCC as the ones no header names', async () => {
    await mailer.send({
      to: ['to@example.com'],
      cc: ['cc@example.com'],
      bcc: ['hidden@example.com'],
      subject: 'Sales - East',
      html: '<p>Hi</p>',
      text: 'Hi',
      messageId: '<envelope-test@herald.localhost>',
    })
    const [message] = await mailbox.list()
    expect(message!.envelope).toEqual({
      mailFrom: 'herald@herald.localhost',
      rcptTo: ['to@example.com', 'cc@example.com', 'hidden@example.com'],
    })
    const page = renderMailboxPage([message!])
    expect(page).toContain('<dt>BCC</dt><dd>hidden@example.com</dd>')
    expect(page).toContain(
      'MAIL FROM herald@herald.localhost · RCPT TO to@example.com, cc@example.com, hidden@example.com',
    )
  })
})
