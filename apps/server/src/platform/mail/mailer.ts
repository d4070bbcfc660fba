import nodemailer from 'nodemailer'

export interface MailAttachment {
  filename: string
  content: Buffer
  contentType: string
}

export interface MailMessage {
  to: string[]
  cc?: string[]
  bcc?: string[]
  /** Overrides the server's sender (a verified address); the envelope sender stays the server's. */
  from?: string
  replyTo?: string
  subject: string
  html: string
  text: string
  attachments?: MailAttachment[]
  /** Deterministic, so a retried delivery carries the same Message-ID. */
  messageId: string
  /** RCPT TO for this attempt when it differs from to + cc + bcc (a retry for some recipients only). */
  envelopeTo?: string[]
  /** DKIM-signs the message (once, as it is sent) with this key of the From address's domain. */
  dkim?: { domainName: string; keySelector: string; privateKey: string }
}

export interface RejectedRecipient {
  address: string
  code: number | undefined
  response: string
}

export interface MailResult {
  accepted: string[]
  rejected: RejectedRecipient[]
}

export interface Mailer {
  send(message: MailMessage): Promise<MailResult>
  close(): void
}

interface SmtpError {
  recipient?: string
  responseCode?: number
  response?: string
  message: string
}

const address = (a: unknown) => (typeof a === 'string' ? a : String((a as { address: string }).address))

/** SMTP through a pooled nodemailer transport. Per-recipient refusals come back in `rejected`. */
export function createMailer(opts: { smtpUrl: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(opts.smtpUrl, { pool: true, maxConnections: 5 } as never)
  const envelopeFrom = /<([^<>]+)>\s*$/.exec(opts.from)?.[1] ?? opts.from.trim()
  return {
    async send(message) {
      const info = await transport.sendMail({
        from: message.from ?? opts.from,
        replyTo: message.replyTo,
        to: message.to,
        cc: message.cc,
        bcc: message.bcc,
        subject: message.subject,
        html: message.html,
        text: message.text,
        attachments: message.attachments,
        messageId: message.messageId,
        dkim: message.dkim,
        envelope: {
          from: envelopeFrom,
          to: message.envelopeTo ?? [...message.to, ...(message.cc ?? []), ...(message.bcc ?? [])],
        },
      })
      const errors = ((info as { rejectedErrors?: SmtpError[] }).rejectedErrors ?? []).filter(
        (e) => e.recipient,
      )
      const rejected = info.rejected.map(address).map((recipient) => {
        const error = errors.find((e) => e.recipient === recipient)
        return {
          address: recipient,
          code: error?.responseCode,
          response: error?.response ?? error?.message ?? 'Rejected',
        }
      })
      return { accepted: info.accepted.map(address), rejected }
    },
    close: () => transport.close(),
  }
}
