import nodemailer from 'nodemailer'

export interface MailMessage {
  to: string[]
  cc?: string[]
  bcc?: string[]
  subject: string
  html: string
  text: string
  /** Deterministic, so a retried delivery carries the same Message-ID. */
  messageId: string
}

export interface Mailer {
  send(message: MailMessage): Promise<{ accepted: string[]; rejected: string[] }>
  close(): void
}

/** SMTP through a pooled nodemailer transport. */
export function createMailer(opts: { smtpUrl: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(opts.smtpUrl, { pool: true, maxConnections: 5 } as never)
  return {
    async send(message) {
      const info = await transport.sendMail({
        from: opts.from,
        to: message.to,
        cc: message.cc,
        bcc: message.bcc,
        subject: message.subject,
        html: message.html,
        text: message.text,
        messageId: message.messageId,
      })
      const asStrings = (list: unknown[]) =>
        list.map((a) => (typeof a === 'string' ? a : String((a as { address: string }).address)))
      return { accepted: asStrings(info.accepted), rejected: asStrings(info.rejected) }
    },
    close: () => transport.close(),
  }
}
