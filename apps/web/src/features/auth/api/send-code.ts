import { apiFetch } from '../../../lib/api-client.ts'
import { captchaHeaders } from './captcha-headers.ts'

/** Emails a 6-digit sign-in code. */
export function sendCode(email: string, captchaToken: string | null): Promise<unknown> {
  return apiFetch('/api/auth/email-otp/send-verification-otp', {
    method: 'POST',
    body: { email, type: 'sign-in' },
    headers: captchaHeaders(captchaToken),
  })
}
