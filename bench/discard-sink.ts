// An SMTP peer for benchmarks: accepts every message and throws the data away (no parsing, no disk, no
// fsync), remembering only each envelope and the Subject. Messages `keep` picks are kept whole and parsed,
// so the sign-in flow of apps/server/test/auth-flows.ts works against it and a sample can be inspected.
import { fork } from 'node:child_process'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import type { SmtpSink } from '../apps/server/test/smtp-sink.ts'

export interface Received {
  from: string
  to: string[]
  subject: string
  bytes: number
}

export interface DiscardSink extends SmtpSink {
  /** Every message accepted, in order of its final 250. */
  received: Received[]
}

const HEADER_LIMIT = 64 * 1024

/** The unfolded Subject of a message's header block (ASCII subjects only; encoded words are left as they are). */
function subjectOf(head: string): string {
  const headers = head.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ')
  return /^subject:[ \t]*(.*)$/im.exec(headers)?.[1] ?? ''
}

export async function startDiscardSink(
  keep: (envelopeTo: string[]) => boolean = () => false,
): Promise<DiscardSink> {
  const received: Received[] = []
  const messages: ParsedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: 50 * 1024 * 1024,
    // On a machine loaded by other processes a sender can stall for longer than the default minute; a
    // benchmark must not fail on the sink's idle timeout.
    socketTimeout: 10 * 60_000,
    onData(stream, session, callback) {
      const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase())
      const from = session.envelope.mailFrom ? session.envelope.mailFrom.address.toLowerCase() : ''
      const kept = keep(to)
      const chunks: Buffer[] = []
      let head = ''
      let bytes = 0
      stream.on('data', (chunk: Buffer) => {
        bytes += chunk.length
        if (kept) chunks.push(chunk)
        else if (head.length < HEADER_LIMIT && !head.includes('\r\n\r\n')) head += chunk.toString('latin1')
      })
      stream.on('error', callback)
      stream.on('end', () => {
        if (!kept) {
          received.push({ from, to, subject: subjectOf(head), bytes })
          return callback()
        }
        simpleParser(Buffer.concat(chunks)).then((mail) => {
          Object.assign(mail, { envelopeTo: to })
          messages.push(mail)
          received.push({ from, to, subject: mail.subject ?? '', bytes })
          callback()
        }, callback)
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    messages,
    holding: () => 0,
    holdingPorts: () => [],
    async waitFor(to, match = () => true, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs
      const wanted = to.toLowerCase()
      for (;;) {
        const found = messages.find(
          (m) => (m as unknown as { envelopeTo: string[] }).envelopeTo.includes(wanted) && match(m),
        )
        if (found) return found
        if (Date.now() > deadline) throw new Error(`no email to ${to} within ${timeoutMs} ms`)
        await new Promise((r) => setTimeout(r, 50))
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** A discarding sink in its own process, so its CPU is not the sender's: see discard-sink-process.ts. */
export interface ForkedSink {
  url: string
  /** The envelopes received so far. */
  received(): Promise<Received[]>
  close(): Promise<void>
}

export async function forkDiscardSink(): Promise<ForkedSink> {
  const child = fork(path.join(import.meta.dirname, 'discard-sink-process.ts'), { stdio: 'inherit' })
  const waiting: { resolve: (m: unknown) => void; reject: (e: Error) => void }[] = []
  child.on('message', (message) => waiting.shift()?.resolve(message))
  child.on('exit', (code) =>
    waiting.splice(0).forEach((w) => w.reject(new Error(`SMTP sink exited (${code})`))),
  )
  const next = () => new Promise<unknown>((resolve, reject) => waiting.push({ resolve, reject }))
  const { url } = (await next()) as { url: string }
  return {
    url,
    async received() {
      const answer = next()
      child.send('received')
      return (await answer) as Received[]
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.send('close')
      }),
  }
}
