import { randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir, readFile, readdir, rename, writeFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** The SMTP envelope: who the message was for, BCC recipients included (they appear in no header). */
export interface Envelope {
  mailFrom: string | null
  rcptTo: string[]
}

export interface StoredMessage {
  id: string
  receivedAt: Date
  mail: ParsedMail
  /** Undefined for a message kept before envelopes were. */
  envelope: Envelope | undefined
}

export interface DevMailbox {
  smtpUrl: string
  list(): Promise<StoredMessage[]>
  get(id: string): Promise<StoredMessage | undefined>
  close(): Promise<void>
}

const ID = /^\d{13}-[0-9a-f-]{36}$/

/**
 * The built-in mailbox used when no SMTP_URL is configured: an SMTP server on loopback
 * that keeps every message as an .eml file under the data dir, with its envelope beside it (.json).
 */
export async function startDevMailbox(dir: string): Promise<DevMailbox> {
  await mkdir(dir, { recursive: true })
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    banner: 'Herald dev mailbox',
    onData(stream, session, callback) {
      const id = `${Date.now()}-${randomUUID()}`
      const partial = path.join(dir, `${id}.partial`)
      const { mailFrom, rcptTo } = session.envelope
      const envelope: Envelope = {
        mailFrom: mailFrom ? mailFrom.address : null,
        rcptTo: rcptTo.map((r) => r.address),
      }
      // Written under another name first, so the page never shows a message still arriving.
      pipeline(stream, createWriteStream(partial))
        .then(() => writeFile(path.join(dir, `${id}.json`), JSON.stringify(envelope)))
        .then(() => rename(partial, path.join(dir, `${id}.eml`)))
        .then(() => callback(), callback)
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo

  async function read(id: string): Promise<StoredMessage> {
    const mail = await simpleParser(await readFile(path.join(dir, `${id}.eml`)))
    const envelope = await readFile(path.join(dir, `${id}.json`), 'utf8').then(
      (json) => JSON.parse(json) as Envelope,
      () => undefined,
    )
    return { id, receivedAt: new Date(Number(id.slice(0, 13))), mail, envelope }
  }

  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    async list() {
      const ids = (await readdir(dir)).filter((f) => f.endsWith('.eml')).map((f) => f.slice(0, -4))
      return Promise.all(ids.sort().reverse().map(read))
    },
    async get(id) {
      return ID.test(id) ? read(id).catch(() => undefined) : undefined
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
