import { LINK_EXPIRY_DAYS } from '@herald/contracts'
import type { Executor } from '../../db/client.ts'
import { secureLinkUrl } from './link-base.ts'
import { hashLinkToken, newLinkToken } from './link-token.ts'
import { insertSecureLink } from './secure-links.queries.ts'

const DAY_MS = 24 * 60 * 60 * 1000

export interface IssueSecureLinkRequest {
  /** The run file (run_files.id) the link downloads. */
  fileId: number
  /** 1–30 days; 7 when not given. */
  expiresInDays?: number
  /** The time the link is issued at (the caller's clock); now when not given. */
  now?: Date
  /** The public address to link under; the one configured at start (PUBLIC_URL) when not given. */
  publicUrl?: string
}

/**
 * Issues a new secure link to a run's file (ADR 0049) on the caller's executor (the database or its open
 * transaction): a fresh 256-bit token of which only the hash is stored. The URL is the only place the token
 * exists: hand it to the recipient and nowhere else (never a log line).
 */
export async function issueSecureLink(
  executor: Executor,
  { fileId, expiresInDays = LINK_EXPIRY_DAYS.default, now = new Date(), publicUrl }: IssueSecureLinkRequest,
): Promise<{ url: string; expiresAt: Date; linkId: number }> {
  if (
    !Number.isInteger(expiresInDays) ||
    expiresInDays < LINK_EXPIRY_DAYS.min ||
    expiresInDays > LINK_EXPIRY_DAYS.max
  ) {
    throw new RangeError(
      `expiresInDays must be a whole number from ${LINK_EXPIRY_DAYS.min} to ${LINK_EXPIRY_DAYS.max}`,
    )
  }
  const token = newLinkToken()
  const expiresAt = new Date(now.getTime() + expiresInDays * DAY_MS)
  const linkId = await insertSecureLink(executor, {
    fileId,
    tokenHash: hashLinkToken(token),
    createdAt: now,
    expiresAt,
  })
  return { url: secureLinkUrl(token, publicUrl), expiresAt, linkId }
}
