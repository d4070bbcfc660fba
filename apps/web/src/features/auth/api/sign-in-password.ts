import { apiFetch } from '../../../lib/api-client.ts'
import { captchaHeaders } from './captcha-headers.ts'

/** Signs in with email and password; the server sets the session cookie. */
export function signInWithPassword(
  email: string,
  password: string,
  captchaToken: string | null,
): Promise<unknown> {
  return apiFetch('/api/auth/sign-in/email', {
    method: 'POST',
    body: { email, password },
    headers: captchaHeaders(captchaToken),
  })
}
