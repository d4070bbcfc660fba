/** What a message and its outcome are, between the delivery modules, the mailer and its SMTP thread. */
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
