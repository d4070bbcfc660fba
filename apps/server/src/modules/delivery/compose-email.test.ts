import { describe, expect, it } from 'vitest'
import { composeEmail, EmailTooLargeError } from './compose-email.ts'
import type { DeliveryContent } from './delivery.queries.ts'

const content = (emailBody: string) =>
  ({
    file: { fileName: 'Sales - East' },
    job: { id: 1, name: 'Regional sales', userId: 'u1' },
    emailTask: { emailTitle: 'Report {fileName}', emailBody, fromEmail: 'Team <team@example.com>' },
    recipients: [
      { id: 1, kind: 'to', address: 'to@example.com', status: 'SENDING', response: null },
      { id: 2, kind: 'cc', address: 'cc@example.com', status: 'SENDING', response: null },
      { id: 3, kind: 'bcc', address: 'bcc@example.com', status: 'SENDING', response: null },
    ],
  }) as unknown as DeliveryContent

const pdf = (bytes: number) => ({
  filename: 'a.pdf',
  content: Buffer.alloc(bytes),
  contentType: 'application/pdf',
})

describe('composeEmail', () => {
  it('puts the file name in the subject, keeps BCC out of the headers and sanitizes the body again', () => {
    const message = composeEmail(
      content('<p>Hi</p><img src="x" onerror="alert(1)">'),
      [pdf(10)],
      ['to@example.com'],
      false,
    )
    expect(message.subject).toBe('Report Sales - East')
    expect(message.to).toEqual(['to@example.com'])
    expect(message.cc).toEqual(['cc@example.com'])
    expect(message).not.toHaveProperty('bcc')
    expect(message.html).not.toContain('onerror')
    expect(message.html).toMatch(/<body style="[^"]*font-family:[^"]*sans-serif[^"]*">\s*<p>Hi<\/p>/)
    expect(message.text).toBe('Hi')
  })

  it('sends as a verified sender, otherwise from the server with the sender as Reply-To', () => {
    expect(composeEmail(content(''), [], [], true)).toMatchObject({ from: 'Team <team@example.com>' })
    const unverified = composeEmail(content(''), [], [], false)
    expect(unverified).toMatchObject({ replyTo: 'Team <team@example.com>' })
    expect(unverified).not.toHaveProperty('from')
  })

  it('refuses an email above 40 MB (body + attachments) with a message naming its size', () => {
    expect(() => composeEmail(content('<p>x</p>'), [pdf(40 * 1024 * 1024)], [], false)).toThrow(
      EmailTooLargeError,
    )
    expect(() => composeEmail(content(''), [pdf(41 * 1024 * 1024)], [], false)).toThrow(
      'Email exceeds the 40 MB limit (body + attachments): 41.0 MB.',
    )
    expect(() => composeEmail(content(''), [pdf(39 * 1024 * 1024)], [], false)).not.toThrow()
  })
})
