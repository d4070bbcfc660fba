import { adminUserMessages, authMessages, passwordMessages } from '@herald/contracts'

const byCode: Record<string, string> = {
  INVALID_OTP: authMessages.signInFailed,
  OTP_EXPIRED: authMessages.codeExpired,
  TOO_MANY_ATTEMPTS: authMessages.codeUsedUp,
  USER_NOT_FOUND: authMessages.signInFailed,
  INVALID_EMAIL_OR_PASSWORD: authMessages.signInFailed,
  EMAIL_NOT_VERIFIED: authMessages.signInFailed,
  INVALID_EMAIL: authMessages.emailInvalid,
  MISSING_RESPONSE: authMessages.captchaRequired,
  VERIFICATION_FAILED: authMessages.captchaFailed,
  UNKNOWN_ERROR: authMessages.captchaFailed,
  INVALID_TOKEN: passwordMessages.resetLinkInvalid,
  PASSWORD_TOO_SHORT: passwordMessages.min,
  PASSWORD_TOO_LONG: passwordMessages.max,
  INVALID_PASSWORD: passwordMessages.currentIncorrect,
  ACCOUNT_DEACTIVATED: adminUserMessages.deactivated,
}

const fallbackByPath: Record<string, string> = {
  '/request-password-reset': passwordMessages.resetEmailFailed,
  '/reset-password': passwordMessages.resetFailed,
  '/change-password': passwordMessages.changeFailed,
}

/** The user-facing text (spec §8) for an error answered by the authentication library. */
export function mapAuthError(
  path: string,
  status: number,
  body: { code?: string; message?: string },
): string {
  if (status === 429) return authMessages.tooManySignIns
  // Herald's own refusal (create-auth.ts): its message names the address.
  if (body.code === 'ADDRESS_NOT_ALLOWED' && body.message) return body.message
  if (status === 401 && path === '/change-password') return passwordMessages.notAuthenticated
  return (body.code && byCode[body.code]) ?? fallbackByPath[path] ?? authMessages.signInFailed
}
