import type { AddressInfo } from 'node:net'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export interface SmtpSink {
  url: string
  messages: ParsedMail[]
  /** Messages received in full and waiting for their 250 (see holdBeforeReplyMs). */
  holding(): number
  /**
   * The client-side TCP ports of the connections whose message will wait at least `minWaitMs` more for
   * its 250 — time enough for a kill of the client to be noticed before the sink would accept it.
   */
  holdingPorts(minWaitMs: number): number[]
  /** The first message (received so far or later) addressed to `to` that matches. */
  waitFor(to: string, match?: (mail: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>
  close(): Promise<void>
}

/** The message exactly as the sink received it (headers and body, as signed). */
export const rawOf = (mail: ParsedMail) => (mail as ParsedMail & { raw: Buffer }).raw

const recipients = (mail: ParsedMail) =>
  [mail.to, mail.cc, mail.bcc]
    .flatMap((a) => (Array.isArray(a) ? a : a ? [a] : []))
    .flatMap((a) => a.value.map((v) => v.address?.toLowerCase()))

/** An SMTP reply code and text the sink answers RCPT TO with, instead of accepting. */
export interface Refusal {
  code: number
  message: string
}

/**
 * A real SMTP server on loopback that keeps what it receives, for asserting emails in tests.
 * `refuse` lets a test answer RCPT TO for chosen recipients with a 4xx or 5xx.
 */
export interface SmtpSinkOptions {
  refuse?: (address: string) => Refusal | undefined
  /**
   * Waits this long after a message's final '.' before replying 250, and drops the message if the
   * client went away meanwhile — a server that had not committed it — to crash a sender mid-send.
   */
  holdBeforeReplyMs?: number
}

export async function startSmtpSink(opts: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const messages: ParsedMail[] = []
  const closed = new Set<string>()
  const held = new Map<string, { port: number; repliesAt: number }>()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onClose(session) {
      closed.add(session.id)
    },
    onRcptTo(address, _session, callback) {
      const refusal = opts.refuse?.(address.address.toLowerCase())
      if (!refusal) return callback()
      callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }))
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      simpleParser(stream).then(async (mail) => {
        if (opts.holdBeforeReplyMs) {
          held.set(session.id, { port: session.remotePort, repliesAt: Date.now() + opts.holdBeforeReplyMs })
          await new Promise((r) => setTimeout(r, opts.holdBeforeReplyMs))
          // A busy event loop can run this timer in the same turn as the close of a client killed meanwhile. That
          // close is read in the turn's poll phase and reaches onClose in a setImmediate of its own (smtp-server
          // defers it), so wait for the check phase after the one this queues into before deciding.
          for (let turn = 0; turn < 2; turn++) await new Promise((r) => setImmediate(r))
          held.delete(session.id)
          if (closed.has(session.id)) return callback(new Error('client went away'))
        }
        const envelope = session.envelope.rcptTo.map((r) => r.address.toLowerCase())
        Object.assign(mail, { envelopeTo: envelope, raw: Buffer.concat(chunks) })
        messages.push(mail)
        callback()
      }, callback)
    },
  })
  // A client killed mid-session (a crashed worker) resets its connection: the sink just drops it.
  server.on('error', () => {})
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    holding: () => held.size,
    holdingPorts: (minWaitMs) =>
      [...held.values()].filter((h) => h.repliesAt - Date.now() >= minWaitMs).map((h) => h.port),
    async waitFor(to, match = () => true, timeoutMs = 60_000) {
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
