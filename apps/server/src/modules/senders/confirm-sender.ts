import { senderMessages } from '@herald/contracts'
import { escapeHtml } from '@herald/contracts'
import { recordAuditEvent } from '../audit/index.ts'
import type { SendersDeps } from './senders-deps.ts'
import { confirmVerificationToken } from './senders.queries.ts'
import { hashToken } from './verify-sender.ts'

/** The page the verification link opens: the address becomes a verified sender of that account. */
export async function confirmSender(deps: Pick<SendersDeps, 'db' | 'clock'>, token: string) {
  const confirmed = await confirmVerificationToken(deps.db, hashToken(token), deps.clock())
  if (confirmed) await recordAuditEvent(deps.db, { principal: confirmed.email, type: 'SENDER_VERIFIED' })
  const text = confirmed ? senderMessages.confirmed(confirmed.email) : senderMessages.linkInvalid
  return {
    ok: confirmed !== undefined,
    html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Herald</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;line-height:1.5">
<h1 style="font-size:1.4rem">Herald</h1><p>${escapeHtml(text)}</p></body></html>`,
  }
}
