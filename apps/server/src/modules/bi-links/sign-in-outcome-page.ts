import { randomBytes } from 'node:crypto'
import { escapeHtml, type PowerBiSignInMessage, type SharePointSignInMessage } from '@herald/contracts'
import type { SignInOutcome } from './complete-powerbi-sign-in.ts'

/** `<` and the line separators escaped, so the JSON cannot end the script element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')

/**
 * The popup's last page: posts the outcome to the wizard that opened it (target origin = PUBLIC_URL only)
 * and closes; the text stays visible if the window was not opened by Herald. Its own CSP allows only this
 * script (by nonce).
 */
export function signInOutcomePage(outcome: SignInOutcome, publicUrl: string): { html: string; csp: string } {
  const nonce = randomBytes(16).toString('base64')
  const sharePoint = outcome.purpose === 'SHAREPOINT'
  const message: PowerBiSignInMessage | SharePointSignInMessage = sharePoint
    ? outcome.ok
      ? {
          source: 'herald-sharepoint-oauth',
          ok: true,
          signInId: outcome.signInId,
          principal: outcome.principal,
        }
      : { source: 'herald-sharepoint-oauth', ok: false, error: outcome.error }
    : outcome.ok
      ? { source: 'herald-powerbi-oauth', ok: true }
      : { source: 'herald-powerbi-oauth', ok: false, error: outcome.error }
  const service = sharePoint ? 'Microsoft' : 'Power BI'
  const text = outcome.ok ? `Signed in to ${service}. You can close this window.` : outcome.error
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${service} sign-in</title></head>
<body style="font-family:sans-serif;padding:2rem"><p id="outcome">${escapeHtml(text)}</p>
<script nonce="${nonce}">
if (window.opener) { window.opener.postMessage(${scriptJson(message)}, ${scriptJson(new URL(publicUrl).origin)}); window.close() }
</script></body></html>`
  const csp = `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'; form-action 'none'`
  return { html, csp }
}
