import nodemailer from 'nodemailer'

/**
 * Connects to the SMTP server, says EHLO (and STARTTLS and AUTH when the URL asks for them) and quits:
 * resolves when the server would take mail, rejects with its reason otherwise. A fresh, unpooled
 * connection with short timeouts, so a health check never waits on the sending pool.
 */
export async function verifySmtp(smtpUrl: string, timeoutMs = 5_000): Promise<void> {
  const timeouts = { connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs }
  const transport = nodemailer.createTransport(smtpUrl, timeouts as never)
  try {
    await transport.verify()
  } finally {
    transport.close()
  }
}
