import { z } from 'zod/mini'
import { LoginEmail } from './auth.ts'
import { newPasswordFields, passwordMessages, passwordsMatch } from './password.ts'
import { requiredText } from './field-rules.ts'

/** Spec §8 account texts and Herald's own for changing the sign-in email. */
export const emailChangeMessages = {
  failed: 'Failed to update email',
  sameEmail: 'This is already the email address of your account.',
  taken: 'An account with this email already exists.',
  linkSent: 'Check your inbox: we sent a confirmation link to the new address.',
  pending: 'Your email changes once you open the link we sent to the new address.',
  linkInvalid: 'The email change link is invalid or has expired. Please request a new one.',
  changed: 'Your email address has been changed.',
  cancelled: 'The email change was cancelled.',
  tooMany: 'Too many email change requests. Please wait an hour and try again.',
} as const

/** `POST /api/account/change-email`: the address to change to. */
export const EmailChangeInput = z.object({ email: LoginEmail })
export type EmailChangeInput = z.infer<typeof EmailChangeInput>

/** An email change waiting for its link to be opened. */
export const EmailChangePending = z.object({ email: z.string(), expiresDate: z.iso.datetime() })
export type EmailChangePending = z.infer<typeof EmailChangePending>

/** The pending change, or null when none is. */
export const PendingEmailChange = z.nullable(EmailChangePending)
export type PendingEmailChange = z.infer<typeof PendingEmailChange>

/** `POST /api/account/change-email/confirm`: the token from the link. */
export const EmailChangeConfirmInput = z.object({
  token: z.string({ error: emailChangeMessages.linkInvalid }).check(z.minLength(1), z.maxLength(200)),
})
export type EmailChangeConfirmInput = z.infer<typeof EmailChangeConfirmInput>

export const EmailChangeConfirmed = z.object({ email: z.string() })
export type EmailChangeConfirmed = z.infer<typeof EmailChangeConfirmed>

/** The IP allow-list (spec §7 `api/account/whitelist-ips`). */
export const ipAllowListMessages = {
  required: 'Enter an IP address or a CIDR range.',
  invalid:
    'Enter an IPv4 or IPv6 address (203.0.113.7, 2001:db8::7) or a CIDR range (203.0.113.0/24, 2001:db8::/48).',
  duplicate: 'This address is already in the list.',
  tooMany: 'The list can hold at most 100 entries. Use a CIDR range to cover several addresses.',
  added: 'Address added.',
  removed: 'Address removed.',
  confirmRemove: 'Remove this address from the list?',
  loadFailed: 'The allowed addresses could not be loaded.',
  /** Adding the first entry, or removing one, must leave the address of the change itself allowed. */
  lockOut: (address: string) =>
    `This change would block your current address ${address}, and you would be shut out. Add ${address} (or a range that contains it) first.`,
  /** Every request of an account from outside its non-empty list. */
  notAllowed: (address: string) =>
    `Requests from ${address} are not allowed for this account: the address is not on its IP allow-list.`,
} as const

export const IP_ALLOW_LIST_MAX = 100

export const AllowedAddress = z.object({ id: z.number(), address: z.string() })
export type AllowedAddress = z.infer<typeof AllowedAddress>

/** The syntax is checked by the server (a maintained address library); here only presence and size. */
export const AllowedAddressInput = z.object({
  address: requiredText(100, {
    required: ipAllowListMessages.required,
    tooLong: ipAllowListMessages.invalid,
  }),
})
export type AllowedAddressInput = z.infer<typeof AllowedAddressInput>

/** The address the server sees a request come from. */
export const ClientAddress = z.object({ address: z.string() })
export type ClientAddress = z.infer<typeof ClientAddress>

/** The signed-in password change form: the current password, and the new one twice (spec §5). */
export const ChangePasswordInput = z
  .object({
    currentPassword: z
      .string({ error: passwordMessages.required })
      .check(z.minLength(1, passwordMessages.required)),
    ...newPasswordFields,
  })
  .check(passwordsMatch)
export type ChangePasswordInput = z.infer<typeof ChangePasswordInput>

/** Sessions the user controls on the account page (ADR 0040). */
export const accountSessionMessages = {
  loadFailed: 'Your sessions could not be loaded.',
  revoked: 'The session was signed out.',
  notFound: 'This session no longer exists: it was signed out or has expired.',
  confirmRevoke: 'Sign this session out? The browser or device using it will have to sign in again.',
  confirmRevokeOthers:
    'Sign out every other browser and device? Only this one stays signed in; the others will have to sign in again.',
  othersRevoked: (count: number) =>
    count === 0
      ? 'No other session was signed in.'
      : `Signed out ${count} other session${count === 1 ? '' : 's'}.`,
} as const

/** A session's opaque id (the session row's random id, never its token). */
export const AccountSessionId = z
  .string()
  .check(
    z.minLength(1, accountSessionMessages.notFound),
    z.maxLength(64, accountSessionMessages.notFound),
    z.regex(/^[A-Za-z0-9_-]+$/, accountSessionMessages.notFound),
  )

/** One signed-in session of the account, as the sessions list shows it. */
export const AccountSession = z.object({
  id: AccountSessionId,
  /** The browser and system read from the user agent ('Chrome 140 on Linux'), or 'Unknown device'. */
  device: z.string(),
  userAgent: z.string(),
  /** The client address at sign-in, or null when unknown. */
  address: z.nullable(z.string()),
  createdDate: z.iso.datetime(),
  /** When the session was last used (to the minute). */
  lastSeenDate: z.iso.datetime(),
  expiresDate: z.iso.datetime(),
  /** The session of the request that asked. */
  current: z.boolean(),
})
export type AccountSession = z.infer<typeof AccountSession>

export const SessionsRevoked = z.object({ revoked: z.number() })
export type SessionsRevoked = z.infer<typeof SessionsRevoked>
