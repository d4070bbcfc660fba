import { randomBytes } from 'node:crypto'
import { escapeHtml } from '@herald/contracts'

const STYLE = `body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f8f9fa;color:#212529;margin:0}
main{max-width:32rem;margin:4rem auto;padding:2rem;background:#fff;border:1px solid #dee2e6;border-radius:8px}
h1{font-size:1.4rem;margin:0 0 .75rem}p{line-height:1.5;margin:.5rem 0}.muted{color:#6c757d;font-size:.9rem}
ul{list-style:none;padding:0;margin:1.25rem 0}li{margin:.5rem 0}
a.button{display:inline-block;background:#1c7ed6;color:#fff;text-decoration:none;padding:.6rem 1rem;border-radius:6px;font-weight:600}
a.button:focus{outline:3px solid #a5d8ff}`

/** A small standalone page (no script; its own strict CSP): Herald's link pages are served without the SPA. */
function page(title: string, body: string): { html: string; csp: string } {
  const nonce = randomBytes(16).toString('base64')
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Herald</title><style nonce="${nonce}">${STYLE}</style></head>
<body><main>${body}</main></body></html>`
  const csp = `default-src 'none'; style-src 'nonce-${nonce}'; base-uri 'none'; frame-ancestors 'none'; form-action 'none'`
  return { html, csp }
}

/** The downloads of a link: one button per document, each counted and audited when clicked. */
export function downloadsPage(
  documents: { name: string; href: string; sizeText?: string }[],
  expiresAt: Date,
): { html: string; csp: string } {
  const items = documents
    .map(
      (d) =>
        `<li><a class="button" href="${escapeHtml(d.href)}" download>Download ${escapeHtml(d.name)}</a></li>`,
    )
    .join('')
  return page(
    'Your report',
    `<h1>Your report is ready</h1><p>Download the file${documents.length > 1 ? 's' : ''} below.</p><ul>${items}</ul>
<p class="muted">This link works until ${escapeHtml(expiresAt.toUTCString())}.</p>`,
  )
}

/** What an expired, revoked or unknown link shows a browser. */
export function linkProblemPage(title: string, detail: string): { html: string; csp: string } {
  return page(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(detail)}</p>`)
}
