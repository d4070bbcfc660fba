// The messages of the email benchmark, as Herald composes them for a round, built by hand for the raw
// nodemailer baseline and for the durable peer; and the check every side's round ends with at the SMTP sink.
import type Mail from 'nodemailer/lib/mailer/index.js'
import type { PeerMessage } from './baseline/durable-peer.ts'
import type { Received } from './discard-sink.ts'

export const MAIL_FROM = 'Herald <herald@localhost>'
export const BODY = '<p>Please find your report attached.</p>'
const TEXT = 'Please find your report attached.'

export const fileName = (round: number, i: number) => `Sales_r${round}_${i}`
const addresses = (round: number, i: number) => ({
  to: `to-r${round}-${i}@example.com`,
  cc: `cc-r${round}-${i}@example.com`,
})

/** Ready-made messages for the raw nodemailer baseline. */
export function rawMessages(round: number, n: number, pdf: Buffer): Mail.Options[] {
  return Array.from({ length: n }, (_, i) => {
    const { to, cc } = addresses(round, i)
    return {
      from: MAIL_FROM,
      replyTo: 'reports@example.com',
      to: [to],
      cc: [cc],
      subject: `Your report ${fileName(round, i)}`,
      html: BODY,
      text: TEXT,
      attachments: [{ filename: `${fileName(round, i)}.pdf`, content: pdf, contentType: 'application/pdf' }],
      messageId: `<bench-${round}-${i}@localhost>`,
      envelope: { from: 'herald@localhost', to: [to, cc] },
    }
  })
}

/** The durable peer's rows: the same messages, the PDF read from its file by the peer's worker. */
export function peerMessages(round: number, n: number, filePath: string): PeerMessage[] {
  return Array.from({ length: n }, (_, i) => ({
    from: MAIL_FROM,
    ...addresses(round, i),
    subject: `Your report ${fileName(round, i)}`,
    html: BODY,
    text: TEXT,
    fileName: `${fileName(round, i)}.pdf`,
    filePath,
  }))
}

/** The sink got exactly `n` new messages, each with its two envelope recipients. */
export function checkSink(received: Received[], from: number, n: number): void {
  const got = received.slice(from)
  if (got.length !== n) throw new Error(`the sink received ${got.length} messages, expected ${n}`)
  const wrong = got.filter((m) => m.to.length !== 2)
  if (wrong.length > 0) throw new Error(`${wrong.length} messages without exactly 2 recipients`)
}
