import { EMAIL_SIZE_LIMIT_BYTES, LINK_EXPIRY_DAYS } from '@herald/contracts'
import { escapeHtml } from '@herald/contracts'
import { linkExpiryText } from '../../platform/link-expiry-text.ts'
import { issueSecureLink } from '../secure-links/index.ts'
import type { DeliveryContent } from './delivery.queries.ts'
import type { DeliveryDeps } from './delivery-deps.ts'

/** Why an email carries a secure link instead of its files (ADR 0049). */
export type LinkReason = 'ASKED' | 'TOO_LARGE'

/** A secure link an email carries, and why. */
export interface EmailLink {
  url: string
  expiresAt: Date
  reason: LinkReason
}

/** Room kept for the body, headers and base64 growth when telling from stored sizes whether files fit. */
const ENVELOPE_ALLOWANCE = 64 * 1024

/**
 * Whether the file goes as a link: the job asks for links, or its files and body would pass the 40 MB limit
 * (from the stored sizes, before reading any file) — then a link is sent instead of failing the email.
 */
export function linkReasonFor(content: DeliveryContent): LinkReason | undefined {
  if (content.emailTask?.deliverAs === 'LINK') return 'ASKED'
  const files = (content.file.documentSize ?? 0) + (content.file.workbookSize ?? 0)
  const body = Buffer.byteLength(content.emailTask?.emailBody ?? '')
  return files + body + ENVELOPE_ALLOWANCE > EMAIL_SIZE_LIMIT_BYTES ? 'TOO_LARGE' : undefined
}

/** A new link to the email's file, valid as long as the job says (7 days unless set). */
export async function issueEmailLink(
  deps: Pick<DeliveryDeps, 'db' | 'clock' | 'publicUrl'>,
  content: DeliveryContent,
  reason: LinkReason,
): Promise<EmailLink> {
  const { url, expiresAt } = await issueSecureLink(deps.db, {
    fileId: content.file.id,
    expiresInDays: content.emailTask?.linkExpiryDays ?? LINK_EXPIRY_DAYS.default,
    now: deps.clock(),
    publicUrl: deps.publicUrl,
  })
  return { url, expiresAt, reason }
}

/** The paragraph an email with a link carries under its body (escaped; it goes in after the sanitizer). */
export function linkBlockHtml(link: EmailLink, fileName: string): string {
  const url = escapeHtml(link.url)
  const why =
    link.reason === 'TOO_LARGE'
      ? '<p>The file is larger than an email may carry (40 MB), so it is shared as a secure link.</p>'
      : ''
  return `${why}<p><a href="${url}" style="display:inline-block;background:#1c7ed6;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none;font-weight:600">Download ${escapeHtml(fileName)}</a></p>
<p style="font-size:12px;color:#666666">The link works until ${escapeHtml(linkExpiryText(link.expiresAt))}. Or copy this address: ${url}</p>`
}
