import { z } from 'zod/mini'
import { ActivateQuery, RegisterInput } from '../auth.ts'
import { defineEndpoint, errors, rawResponse } from '../endpoint.ts'
import { ResetSessionState, ResetTokenInput } from '../password.ts'
import { MessageBody, SocialProvider } from '../platform.ts'

/** The Turnstile token travels in this header on every captcha-protected call (DESIGN.md §8.3). */
export const CAPTCHA_HEADER = 'x-captcha-response'
const captcha = z.object({ [CAPTCHA_HEADER]: z.optional(z.string().check(z.maxLength(4096))) })

/** Calls under this base path are answered by the authentication library (ADR 0005). */
export const AUTH_BASE_PATH = '/api/auth'

const Success = z.object({ success: z.boolean() })
const Status = z.object({ status: z.boolean() })
/** The library's sign-in answer (the session itself travels in the HttpOnly cookie). */
const SignedIn = z.looseObject({})
const common = { tag: 'Authentication', access: 'public' } as const
const callback = {
  ...common,
  path: '/api/auth/callback/:providerId',
  summary: 'Return from the Google or Microsoft sign-in page; redirects into the app',
  params: z.object({ providerId: z.string().check(z.maxLength(40)) }),
  responses: { 302: rawResponse([], 'Redirect into the app.') },
} as const

/** Herald's own sign-up endpoints and the authentication library's endpoints the web app uses. */
export const authApi = {
  register: defineEndpoint({
    ...common,
    method: 'POST',
    path: '/api/register',
    summary: 'Create an account and email its activation link',
    headers: captcha,
    body: RegisterInput,
    responses: { 201: MessageBody, ...errors(409, 429) },
  }),
  activate: defineEndpoint({
    ...common,
    method: 'GET',
    path: '/api/activate',
    summary: 'Activate an account with the key from its activation link',
    query: ActivateQuery,
    responses: { 200: MessageBody },
  }),
  checkResetToken: defineEndpoint({
    ...common,
    method: 'POST',
    path: '/api/account/reset-password/check',
    summary: 'Whether a password-reset link can still be used, without using it (the token in the body)',
    body: ResetTokenInput,
    responses: { 200: ResetSessionState },
  }),
  getSession: defineEndpoint({
    ...common,
    method: 'GET',
    path: '/api/auth/get-session',
    summary: 'The current session, or null when signed out',
    responses: { 200: z.nullable(z.looseObject({ session: z.looseObject({}), user: z.looseObject({}) })) },
  }),
  signOut: defineEndpoint({
    ...common,
    method: 'POST',
    path: '/api/auth/sign-out',
    summary: 'End the session',
    body: z.object({}),
    responses: { 200: Success },
  }),
  sendCode: defineEndpoint({
    ...common,
    method: 'POST',
    path: '/api/auth/email-otp/send-verification-otp',
    summary: 'Email a 6-digit sign-in code (at most 5 per address per hour)',
    headers: captcha,
    body: z.object({ email: z.string(), type: z.literal('sign-in') }),
    responses: { 200: Success, ...errors(429) },
  }),
  signInWithCode: defineEndpoint({
    ...common,
    method: 'POST',
    path: '/api/auth/sign-in/email-otp',
    summary: 'Sign in with the emailed code; sets the session cookie',
    headers: captcha,
    body: z.object({ email: z.string(), otp: z.string() }),
    responses: { 200: SignedIn, ...errors(429) },
  }),
  signInWithPassword: defineEndpoint({
    ...common,
    method: 'POST',
    path: '/api/auth/sign-in/email',
    summary: 'Sign in with email and password; sets the session cookie',
    headers: captcha,
    body: z.object({ email: z.string(), password: z.string() }),
    responses: { 200: SignedIn, ...errors(429) },
  }),
  requestPasswordReset: defineEndpoint({
    ...common,
    method: 'POST',
    path: '/api/auth/request-password-reset',
    summary: 'Email a password-reset link',
    headers: captcha,
    body: z.object({ email: z.string(), redirectTo: z.string() }),
    responses: { 200: Status, ...errors(429) },
  }),
  resetPassword: defineEndpoint({
    ...common,
    method: 'POST',
    path: '/api/auth/reset-password',
    summary: 'Set a new password with the token of a reset link',
    body: z.object({ newPassword: z.string(), token: z.string() }),
    responses: { 200: Status },
  }),
  changePassword: defineEndpoint({
    ...common,
    access: 'user',
    method: 'POST',
    path: '/api/auth/change-password',
    summary: 'Change the signed-in user’s password',
    body: z.object({ currentPassword: z.string(), newPassword: z.string() }),
    responses: { 200: SignedIn },
  }),
  startSocialSignIn: defineEndpoint({
    ...common,
    method: 'POST',
    path: '/api/auth/sign-in/social',
    summary: 'Start a Google or Microsoft sign-in; answers the provider’s URL',
    body: z.object({
      provider: SocialProvider,
      callbackURL: z.string(),
      errorCallbackURL: z.string(),
      newUserCallbackURL: z.string(),
    }),
    responses: { 200: z.object({ url: z.string(), redirect: z.optional(z.boolean()) }) },
  }),
  socialCallback: defineEndpoint({ ...callback, method: 'GET' }),
  socialCallbackPost: defineEndpoint({ ...callback, method: 'POST' }),
}
