import type { AddressInfo } from 'node:net'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export interface SmtpSink {
  url: string
  messages: ParsedMail[]
  /** The first message (received so far or later) addressed to `to` that matches. */
  waitFor(to: string, match?: (mail: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>
  close(): Promise<void>
}

const recipients = (mail: ParsedMail) =>
  [mail.to, mail.cc, mail.bcc]
    .flatMap((a) => (Array.isArray(a) ? a : a ? [a] : []))
    .flatMap((a) => a.value.map((v) => v.address?.toLowerCase()))

/** A real SMTP server on loopback that keeps what it receives, for asserting emails in tests. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ParsedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, session, callback) {
      simpleParser(stream).then((mail) => {
        const envelope = session.envelope.rcptTo.map((r) => r.address.toLowerCase())
        Object.assign(mail, { envelopeTo: envelope })
        messages.push(mail)
        callback()
      }, callback)
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(to, match = () => true, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs
      const wanted = to.toLowerCase()
      for (;;) {
        const found = messages.find((m) => recipients(m).includes(wanted) && match(m))
        if (found) return found
        if (Date.now() > deadline) throw new Error(`no email to ${to} within ${timeoutMs} ms`)
        await new Promise((r) => setTimeout(r, 50))
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
