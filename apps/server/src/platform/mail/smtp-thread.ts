// The SMTP sending thread (ADR 0035): owns the pooled nodemailer transport, so MAIL, RCPT, DATA and the streamed
// body run on an event loop of their own instead of waiting behind the ledger's database work. The main thread
// (mailer.ts) posts each message with an id; the thread answers with what the server said, or why it did not.
import { parentPort, workerData } from 'node:worker_threads'
import nodemailer from 'nodemailer'
import type { MailMessage, MailResult } from './mail-message.ts'

export interface SmtpThreadOptions {
  smtpUrl: string
  from: string
}

/** A message to send, or the order to close the pool and end. */
export type SmtpThreadRequest = { id: number; message: MailMessage } | { close: true }

/** The fields of a nodemailer error that the ledger classifies by (classify-outcome.ts). */
export interface SmtpThreadError {
  message: string
  code?: string
  command?: string
  response?: string
  responseCode?: number
}

export type SmtpThreadAnswer = { id: number; result: MailResult } | { id: number; error: SmtpThreadError }

interface SmtpError {
  recipient?: string
  responseCode?: number
  response?: string
  message: string
}

const { smtpUrl, from } = workerData as SmtpThreadOptions
const port = parentPort!
const transport = nodemailer.createTransport(smtpUrl, { pool: true, maxConnections: 5 } as never)
const envelopeFrom = /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from.trim()
const address = (a: unknown) => (typeof a === 'string' ? a : String((a as { address: string }).address))
// Buffers arrive as plain Uint8Arrays (structured clone); nodemailer takes Buffers.
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)

async function send(message: MailMessage): Promise<MailResult> {
  const info = await transport.sendMail({
    from: message.from ?? from,
    replyTo: message.replyTo,
    to: message.to,
    cc: message.cc,
    bcc: message.bcc,
    subject: message.subject,
    html: message.html,
    text: message.text,
    attachments: message.attachments?.map((a) => ({ ...a, content: asBuffer(a.content) })),
    messageId: message.messageId,
    dkim: message.dkim,
    envelope: {
      from: envelopeFrom,
      to: message.envelopeTo ?? [...message.to, ...(message.cc ?? []), ...(message.bcc ?? [])],
    },
  })
  const errors = ((info as { rejectedErrors?: SmtpError[] }).rejectedErrors ?? []).filter((e) => e.recipient)
  const rejected = info.rejected.map(address).map((recipient) => {
    const error = errors.find((e) => e.recipient === recipient)
    return {
      address: recipient,
      code: error?.responseCode,
      response: error?.response ?? error?.message ?? 'Rejected',
    }
  })
  return { accepted: info.accepted.map(address), rejected }
}

const failure = (err: unknown): SmtpThreadError => {
  const e = (err ?? {}) as Partial<SmtpThreadError>
  return {
    message: String(e.message ?? err),
    code: e.code,
    command: e.command,
    response: e.response,
    responseCode: e.responseCode,
  }
}

port.on('message', (request: SmtpThreadRequest) => {
  if ('close' in request) {
    transport.close()
    port.close()
    return
  }
  send(request.message).then(
    (result) => port.postMessage({ id: request.id, result } satisfies SmtpThreadAnswer),
    (err: unknown) => port.postMessage({ id: request.id, error: failure(err) } satisfies SmtpThreadAnswer),
  )
})
