import { z } from 'zod/mini'
import { wholeNumber } from '../field-rules.ts'

/** How long a secure link works (ADR 0049): per job 1–30 days, 7 unless set. */
export const LINK_EXPIRY_DAYS = { min: 1, max: 30, default: 7 } as const

/** How an email carries a run's files: attached, or as a secure link (ADR 0049). */
export const DeliverAs = z.enum(['ATTACHMENT', 'LINK'])
export type DeliverAs = z.infer<typeof DeliverAs>

export const secureLinkMessages = {
  expiryRange: `Link expiry must be between ${LINK_EXPIRY_DAYS.min} and ${LINK_EXPIRY_DAYS.max} days`,
  expired: 'This link has expired',
  expiredDetail: 'Ask the sender for a new one.',
  notFound: 'This link does not exist',
  fileGone: 'This file is no longer available',
  revoked: 'Link revoked.',
} as const

export const LinkExpiryDays = wholeNumber(
  LINK_EXPIRY_DAYS.min,
  LINK_EXPIRY_DAYS.max,
  secureLinkMessages.expiryRange,
)

/** A secure link of a file as history shows it (never its token: only its URL's holder has that). */
export const SecureLinkView = z.object({
  id: z.number(),
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.nullable(z.string()),
  downloads: z.number(),
  lastDownloadAt: z.nullable(z.string()),
  status: z.enum(['ACTIVE', 'EXPIRED', 'REVOKED']),
})
export type SecureLinkView = z.infer<typeof SecureLinkView>

/** Protected files (ADR 0049): the password of a job's files, a fixed text or a row token such as `{Password}`. */
export const FILE_PASSWORD_MAX = 128

export const filePasswordMessages = {
  tooLong: `File password cannot exceed ${FILE_PASSWORD_MAX} characters`,
  lineBreak: 'File password cannot contain line breaks',
} as const

/**
 * In a saved report task: a text sets the password (sealed at rest, never shown again), '' or null removes
 * it, and leaving it out keeps the saved one.
 */
export const FilePassword = z.nullable(
  z
    .string()
    .check(
      z.maxLength(FILE_PASSWORD_MAX, filePasswordMessages.tooLong),
      z.regex(/^[^\r\n]*$/, filePasswordMessages.lineBreak),
    ),
)
