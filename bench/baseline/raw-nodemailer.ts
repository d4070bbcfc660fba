// Baseline for the email benchmark: a bare nodemailer pooled transport (the product's maxConnections)
// sending ready-made messages straight to the SMTP sink — no database, no ledger, no queue, no file reads.
import nodemailer from 'nodemailer'
import type Mail from 'nodemailer/lib/mailer/index.js'

/** Sends every message at once into the pool and resolves with the time until the last was accepted, in ms. */
export async function sendWithRawNodemailer(smtpUrl: string, messages: Mail.Options[]): Promise<number> {
  const transport = nodemailer.createTransport(smtpUrl, { pool: true, maxConnections: 5 } as never)
  try {
    const t0 = performance.now()
    await Promise.all(messages.map((message) => transport.sendMail(message)))
    return performance.now() - t0
  } finally {
    transport.close()
  }
}
