import { z } from 'zod/mini'
import { LoginEmail } from './auth.ts'

/** Passwords are 8–128 characters (DESIGN.md §8.4); the spec's texts with the new numbers. */
export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 128

export const passwordMessages = {
  required: 'Your password is required.',
  min: `Your password is required to be at least ${PASSWORD_MIN} characters.`,
  max: `Your password cannot be longer than ${PASSWORD_MAX} characters.`,
  confirmRequired: 'Your confirmation password is required.',
  mismatch: 'The password and its confirmation do not match!',
  currentIncorrect: 'Current password is incorrect.',
  notAuthenticated: 'User is not authenticated. Please log in first.',
  resetEmailSent: 'Password reset email sent! Please check your email.',
  resetEmailFailed: 'Failed to send password reset email. Please try again.',
  resetLinkInvalid: 'The password reset link is invalid or has expired. Please request a new one.',
  resetSuccess: 'Your password has been reset successfully!',
  resetFailed: 'Failed to reset password. Please try again.',
  sessionInvalidated: 'Your session has been invalidated, please restart the password reset process.',
  noResetSession: 'No valid reset session found. Please restart the password reset process.',
  resetSessionExpired: 'Reset session has expired. Please request a new password reset link.',
  changed: 'Password changed successfully!',
  changeFailed: 'An error occurred while updating password',
} as const

export const Password = z
  .string({ error: passwordMessages.required })
  .check(
    z.minLength(1, passwordMessages.required),
    z.minLength(PASSWORD_MIN, passwordMessages.min),
    z.maxLength(PASSWORD_MAX, passwordMessages.max),
  )

export const ResetInitInput = z.object({ email: LoginEmail })
export type ResetInitInput = z.infer<typeof ResetInitInput>

/** Password sign-in checks only presence: the length rules apply when a password is chosen. */
export const PasswordSignInInput = z.object({
  email: LoginEmail,
  password: z.string({ error: passwordMessages.required }).check(z.minLength(1, passwordMessages.required)),
})
export type PasswordSignInInput = z.infer<typeof PasswordSignInInput>

/** A new password and its confirmation, typed again: both required. */
export const newPasswordFields = {
  newPassword: Password,
  confirmPassword: z
    .string({ error: passwordMessages.confirmRequired })
    .check(z.minLength(1, passwordMessages.confirmRequired)),
}

/** The confirmation must match the new password (said on the confirmation's field). */
export const passwordsMatch = z.refine<{ newPassword: string; confirmPassword: string }>(
  (v) => v.newPassword === v.confirmPassword,
  { message: passwordMessages.mismatch, path: ['confirmPassword'] },
)

export const ResetFinishInput = z.object(newPasswordFields).check(passwordsMatch)
export type ResetFinishInput = z.infer<typeof ResetFinishInput>

/**
 * Strength meter of spec §5: 2 points per character, +1 from 10 characters, +10 per character class;
 * capped at 10 (≤ 6 characters or one class), 20 (two classes), 40 (three classes). Levels 1–5.
 */
export function passwordStrength(password: string): { score: number; level: 0 | 1 | 2 | 3 | 4 | 5 } {
  if (password.length === 0) return { score: 0, level: 0 }
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/].filter((re) => re.test(password)).length
  let score = 2 * password.length + (password.length >= 10 ? 1 : 0) + 10 * classes
  if (password.length <= 6 || classes === 1) score = Math.min(score, 10)
  else if (classes === 2) score = Math.min(score, 20)
  else if (classes === 3) score = Math.min(score, 40)
  const level = score <= 10 ? 1 : score <= 20 ? 2 : score <= 30 ? 3 : score <= 40 ? 4 : 5
  return { score, level }
}

/** The token of a reset link, sent in a JSON body (never a URL query, which logs and proxies keep: ADR 0040). */
export const ResetTokenInput = z.object({ token: z.string().check(z.minLength(1), z.maxLength(512)) })
export type ResetTokenInput = z.infer<typeof ResetTokenInput>

export const ResetSessionState = z.discriminatedUnion('valid', [
  z.object({ valid: z.literal(true) }),
  z.object({ valid: z.literal(false), reason: z.enum(['invalid', 'expired']) }),
])
export type ResetSessionState = z.infer<typeof ResetSessionState>
