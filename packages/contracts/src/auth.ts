import { z } from 'zod/mini'
import { requiredText } from './field-rules.ts'

/** Exact texts of spec §5 "Sign-in and registration" and §8 "Sign-in / sign-up". */
export const authMessages = {
  emailRequired: 'Your email is required.',
  emailMin: 'Your email is required to be at least 5 characters.',
  emailMax: 'Your email cannot be longer than 254 characters.',
  emailInvalid: 'Please enter a valid email address.',
  captchaRequired: 'Please complete the captcha verification.',
  captchaFailed: 'Captcha verification failed. Please try again.',
  captchaExpired: 'Captcha has expired. Please complete it again.',
  codeRequired: 'Please enter the 6-digit code.',
  codeSent: "We've sent you a 6-digit code. Please check your email and enter it below.",
  /** Beyond the spec: a code refused for good says so, so the user asks for a new one (issue 14). */
  codeUsedUp: 'This code was entered wrongly too many times and can no longer be used. Send a new code.',
  codeExpired: 'This code has expired. Send a new code.',
  newCodeSent: "We've sent you a new 6-digit code. Please check your email and enter it below.",
  signInFailed: 'Failed to sign in! Please check your credentials and try again.',
  firstNameRequired: 'Your name is required.',
  emailExists:
    'An account with this email already exists. Please check your email for an activation link or try logging in instead.',
  weakPassword: 'Password is too weak. Please choose a stronger password.',
  signupsDisabled: 'New user registration is currently disabled. Please contact support.',
  tooManySignups: 'Too many signup attempts. Please wait a moment before trying again.',
  tooManySignIns: 'Too many sign-in attempts. Please wait a moment before trying again.',
  activationSent:
    'Activation link sent! Please check your email and click the link to complete your registration.',
  activated: 'Your user account has been activated.',
  notActivated: 'Your account could not be activated.',
  loggedOut: 'Logged out successfully!',
} as const

export const CODE_LENGTH = 6
export const EMAIL_MIN = 5
export const EMAIL_MAX = 254

const email = z.pipe(
  z
    .string({ error: authMessages.emailRequired })
    .check(
      z.trim(),
      z.minLength(1, authMessages.emailRequired),
      z.minLength(EMAIL_MIN, authMessages.emailMin),
      z.maxLength(EMAIL_MAX, authMessages.emailMax),
    ),
  z.email({ error: authMessages.emailInvalid }),
)

export const LoginEmail = email
export type LoginEmail = z.infer<typeof LoginEmail>

export const SendCodeInput = z.object({ email })
export type SendCodeInput = z.infer<typeof SendCodeInput>

export const VerifyCodeInput = z.object({
  email,
  code: requiredText(
    CODE_LENGTH,
    { required: authMessages.codeRequired },
    z.regex(/^\d+$/, authMessages.codeRequired),
  ),
})
export type VerifyCodeInput = z.infer<typeof VerifyCodeInput>

export const RegisterInput = z.object({
  firstName: z
    .string({ error: authMessages.firstNameRequired })
    .check(
      z.trim(),
      z.minLength(1, authMessages.firstNameRequired),
      z.maxLength(100),
      z.regex(/^[^\r\n]*$/, authMessages.firstNameRequired),
    ),
  email,
  langKey: z._default(z.string().check(z.trim(), z.minLength(2), z.maxLength(10)), 'en'),
})
export type RegisterInput = z.infer<typeof RegisterInput>

export const ActivateQuery = z.object({ key: z.string().check(z.minLength(1), z.maxLength(2048)) })
export type ActivateQuery = z.infer<typeof ActivateQuery>
