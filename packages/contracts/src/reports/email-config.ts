import { z } from 'zod/mini'
import { extractSenderAddress } from './email-address.ts'
import { DeliverAs, LINK_EXPIRY_DAYS, LinkExpiryDays } from './secure-links.ts'
import { requiredText } from '../field-rules.ts'

/** Spec §5 "Email step", §6 plan rule and §8 sender texts. */
export const emailConfigMessages = {
  titleRequired: 'Email title is required',
  titleTooLong: 'Email title cannot exceed 255 characters',
  titleLineBreak: 'Email title cannot contain line breaks',
  senderRequired: 'Please enter a from email address first',
  senderInvalid: 'Please enter a valid email address',
  fixErrors: 'Please fix all validation errors before proceeding',
  bodyTooLarge: 'Email size limit (body + attachments) is 40 MB | SVG images not supported',
  pasteImages: 'Pasting images is not supported! Use the image button to insert images by URL',
  saved: 'Email configuration saved.',
} as const

export const EMAIL_TITLE_MAX = 255
/** Body plus attachments of one email (spec §9). */
export const EMAIL_SIZE_LIMIT_BYTES = 40 * 1024 * 1024

export const SenderEmail = z.string({ error: emailConfigMessages.senderRequired }).check(
  z.trim(),
  z.minLength(1, { error: emailConfigMessages.senderRequired, abort: true }),
  z.refine((v) => extractSenderAddress(v) !== undefined, emailConfigMessages.senderInvalid),
)

export const EmailTitle = requiredText(
  EMAIL_TITLE_MAX,
  { required: emailConfigMessages.titleRequired, tooLong: emailConfigMessages.titleTooLong },
  z.regex(/^[^\r\n]*$/, emailConfigMessages.titleLineBreak),
)

/** Body of `POST /api/job-email-config?userJobId=` (spec §7). isEmailVerified is decided by the server. */
export const JobEmailConfig = z.object({
  fromEmail: SenderEmail,
  emailTitle: EmailTitle,
  emailBody: z._default(
    z.string().check(z.maxLength(EMAIL_SIZE_LIMIT_BYTES, emailConfigMessages.bodyTooLarge)),
    '',
  ),
  isActive: z._default(z.boolean(), true),
  isEmailVerified: z.optional(z.boolean()),
  /** 'Send a link instead of the attachment' (ADR 0049); an email over 40 MB goes as a link anyway. */
  deliverAs: z._default(DeliverAs, 'ATTACHMENT'),
  /** Days the link works, 1–30. */
  linkExpiryDays: z._default(LinkExpiryDays, LINK_EXPIRY_DAYS.default),
})
export type JobEmailConfig = z.infer<typeof JobEmailConfig>
export type JobEmailConfigInput = z.input<typeof JobEmailConfig>

export const DmarcStatus = z.enum(['unknown', 'compliant', 'non-compliant'])
export type DmarcStatus = z.infer<typeof DmarcStatus>

export const JobEmailConfigView = z.object({
  fromEmail: z.string(),
  emailTitle: z.string(),
  emailBody: z.string(),
  isActive: z.boolean(),
  isEmailVerified: z.boolean(),
  /** The sender is the server's own address (MAIL_FROM), a new job's default: it needs no verification. */
  serverSender: z.boolean(),
  dmarcStatus: DmarcStatus,
  deliverAs: DeliverAs,
  linkExpiryDays: z.number(),
})
export type JobEmailConfigView = z.infer<typeof JobEmailConfigView>
