import { devMailboxApi, endpointPath } from '@herald/contracts'
import type { AddressObject } from 'mailparser'
import { escapeHtml } from '@herald/contracts'
import type { Envelope, StoredMessage } from '../../platform/mail/dev-mailbox.ts'

const list = (a: AddressObject | AddressObject[] | undefined) => (Array.isArray(a) ? a : a ? [a] : [])

const addresses = (a: AddressObject | AddressObject[] | undefined) =>
  escapeHtml(
    list(a)
      .map((x) => x.text)
      .join(', ') || '—',
  )

/** BCC recipients are in no header: they are the envelope's recipients that To and CC do not name. */
function bccOf(mail: StoredMessage['mail'], envelope: Envelope): string[] {
  const named = new Set(
    [...list(mail.to), ...list(mail.cc)].flatMap((a) => a.value).map((v) => v.address?.toLowerCase()),
  )
  return envelope.rcptTo.filter((address) => !named.has(address.toLowerCase()))
}

function envelopeRows(mail: StoredMessage['mail'], envelope: Envelope | undefined): string {
  if (!envelope) return `<dt>BCC</dt><dd>${addresses(mail.bcc)}</dd>`
  const bcc = bccOf(mail, envelope)
  return `<dt>BCC</dt><dd>${escapeHtml(bcc.join(', ') || '—')}</dd>
  <dt>Envelope</dt><dd class="envelope">MAIL FROM ${escapeHtml(envelope.mailFrom ?? '<>')} · RCPT TO ${escapeHtml(envelope.rcptTo.join(', '))}</dd>`
}

/** The body runs without scripts in a sandbox; its links open in a new tab so activation links can be followed. */
const linksInNewTab = (html: string) => `<base target="_blank">${html}`

function renderMessage({ id, receivedAt, mail, envelope }: StoredMessage): string {
  const attachments = mail.attachments
    .map(
      (a, i) =>
        `<li><a href="${endpointPath(devMailboxApi.attachment, { params: { id, index: i } })}">${escapeHtml(a.filename ?? `attachment-${i + 1}`)}</a> (${a.size} bytes)</li>`,
    )
    .join('')
  return `<article class="message">
  <h2>${escapeHtml(mail.subject ?? '(no subject)')}</h2>
  <dl><dt>From</dt><dd>${addresses(mail.from)}</dd><dt>To</dt><dd>${addresses(mail.to)}</dd>
  <dt>CC</dt><dd>${addresses(mail.cc)}</dd>${envelopeRows(mail, envelope)}
  <dt>Received</dt><dd>${receivedAt.toISOString()}</dd></dl>
  <details open><summary>HTML</summary><iframe sandbox="allow-popups allow-popups-to-escape-sandbox" title="HTML body of ${escapeHtml(mail.subject ?? 'the message')}" srcdoc="${escapeHtml(linksInNewTab(typeof mail.html === 'string' ? mail.html : ''))}"></iframe></details>
  <details><summary>Plain text</summary><pre>${escapeHtml(mail.text ?? '')}</pre></details>
  ${attachments ? `<h3>Attachments</h3><ul>${attachments}</ul>` : ''}
</article>`
}

/** The dev mailbox page: every message the built-in SMTP server received, newest first. */
export function renderMailboxPage(messages: StoredMessage[]): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev mailbox · Herald</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f4f5f7;color:#222}
header{background:#1c7ed6;color:#fff;padding:16px 24px}header h1{margin:0;font-size:20px}header p{margin:4px 0 0;opacity:.9}
main{max-width:960px;margin:24px auto;padding:0 16px}
.message{background:#fff;border-radius:8px;padding:16px 24px;margin-bottom:16px;box-shadow:0 1px 3px rgba(0,0,0,.1)}
.message h2{font-size:18px;margin:0 0 8px}dl{display:grid;grid-template-columns:90px 1fr;gap:2px 12px;margin:0 0 12px;font-size:14px}
dt{color:#666}dd{margin:0}.envelope{font-family:ui-monospace,monospace;font-size:13px;color:#555}iframe{width:100%;height:420px;border:1px solid #ddd;border-radius:4px;background:#fff}
pre{white-space:pre-wrap;background:#f8f9fa;padding:12px;border-radius:4px}summary{cursor:pointer;margin:8px 0}
.empty{background:#fff;border-radius:8px;padding:24px}
</style></head><body>
<header><h1>Dev mailbox</h1><p><a href="${devMailboxApi.page.path}" style="color:#fff;float:right">Refresh</a>Herald runs without SMTP_URL, so every email it sends is kept here instead of being delivered. ${messages.length} message(s).</p></header>
<main>${messages.length === 0 ? '<p class="empty">No emails yet. Sign-in codes, activation links and reports will appear here.</p>' : messages.map(renderMessage).join('\n')}</main>
</body></html>`
}
