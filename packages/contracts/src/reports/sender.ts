import { z } from 'zod/mini'
import { SenderDkimStatus } from '../sending-domains.ts'

/** Texts of the sender check (spec §4 "Sender verification status", §8 "Sender"). */
export const senderMessages = {
  verified: 'This sender address is verified.',
  serverSender: "This is Herald's own sender address: emails are sent from it without verification.",
  notVerified:
    'This sender address is not verified yet. Use Verify This Email to receive a verification link.',
  linkSent: (email: string) => `A verification link was sent to ${email}. Open it to verify this sender.`,
  dmarcCompliant: (domain: string) => `${domain} publishes a DMARC policy.`,
  dmarcMissing: (domain: string) =>
    `${domain} publishes no DMARC policy: emails sent as this address may be marked as spam.`,
  dmarcUnknown: (domain: string) => `The DMARC policy of ${domain} is unknown — the DNS lookup failed.`,
  tooMany: 'Too many verification emails. Please try again in an hour.',
  linkInvalid: 'This verification link is invalid or has expired. Send a new one from the job’s email step.',
  confirmed: (email: string) => `${email} is now a verified sender. You can close this tab.`,
  failed: 'Failed to verify email',
} as const

/** Body of `POST api/email/verify-email`: check only, or also send a verification link. */
export const VerifySenderRequest = z.object({
  email: z
    .string()
    .check(z.trim(), z.minLength(1, 'Please enter a from email address first'), z.maxLength(320)),
  sendVerificationEmail: z._default(z.boolean(), false),
})
export type VerifySenderRequest = z.infer<typeof VerifySenderRequest>

export const VerifySenderResult = z.object({
  verified: z.boolean(),
  /** The address is the server's own sender (MAIL_FROM): it needs no verification. */
  serverSender: z.boolean(),
  dmarcCompliant: z.nullable(z.boolean()),
  message: z.string(),
  dmarcMessage: z.string(),
  /** The sender's domain is a DKIM-verified sending domain of this account (emails signed), added but not verified, or not added. */
  dkim: SenderDkimStatus,
})
export type VerifySenderResult = z.infer<typeof VerifySenderResult>
