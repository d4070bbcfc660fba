import { escapeHtml } from '@herald/contracts'

/**
 * The font of every email Herald writes: the reader's system sans-serif, then common ones. Without it a
 * mail client shows an HTML body in its default, usually a serif font.
 */
export const EMAIL_FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif"

/** A report email's body (sanitized HTML written in the wizard) as a document in Herald's email font. */
export function emailDocument(bodyHtml: string): string {
  return `<!doctype html><html><body style="margin:0;padding:16px;font-family:${EMAIL_FONT};font-size:14px;line-height:1.5;color:#222">
${bodyHtml}
</body></html>`
}

export interface RenderedEmail {
  subject: string
  html: string
  text: string
}

/**
 * Herald's system email: a heading, paragraphs and an optional button, as HTML and as plain text.
 * Every value is escaped here, so templates pass plain strings.
 */
export function renderSystemEmail(opts: {
  subject: string
  heading: string
  paragraphs: string[]
  action?: { label: string; url: string }
  code?: string
}): RenderedEmail {
  const p = (t: string) =>
    `<p style="margin:0 0 16px;font-size:15px;line-height:22px;color:#333">${escapeHtml(t)}</p>`
  const code = opts.code
    ? `<p style="margin:0 0 16px;font-size:32px;letter-spacing:8px;font-weight:700;color:#111">${escapeHtml(opts.code)}</p>`
    : ''
  const action = opts.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(opts.action.url)}" style="background:#228be6;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(opts.action.label)}</a></p>`
    : ''
  const html = `<!doctype html><html><body style="margin:0;padding:24px;background:#f4f5f7;font-family:${EMAIL_FONT}">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:32px">
<tr><td><h1 style="margin:0 0 24px;font-size:22px;color:#111">${escapeHtml(opts.heading)}</h1>
${opts.paragraphs.map(p).join('\n')}${code}${action}
<p style="margin:32px 0 0;font-size:12px;color:#888">Sent by Herald.</p></td></tr></table></body></html>`
  const text = [
    opts.heading,
    '',
    ...opts.paragraphs.flatMap((t) => [t, '']),
    ...(opts.code ? [opts.code, ''] : []),
    ...(opts.action ? [`${opts.action.label}: ${opts.action.url}`, ''] : []),
    '-- Sent by Herald.',
  ].join('\n')
  return { subject: opts.subject, html, text }
}
