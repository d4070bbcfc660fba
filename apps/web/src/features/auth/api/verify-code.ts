import { apiFetch } from '../../../lib/api-client.ts'
import { captchaHeaders } from './captcha-headers.ts'

/** Signs in with the emailed code; the server sets the session cookie. */
export function verifyCode(email: string, otp: string, captchaToken: string | null): Promise<unknown> {
  return apiFetch('/api/auth/sign-in/email-otp', {
    method: 'POST',
    body: { email, otp },
    headers: captchaHeaders(captchaToken),
  })
}
