import { apiFetch } from '../../../lib/api-client.ts'
import { captchaHeaders } from './captcha-headers.ts'

export const RESET_FINISH_PATH = '/reset/finish'

/** Emails a reset link that ends at /reset/finish?token=… */
export function requestPasswordReset(email: string, captchaToken: string | null): Promise<unknown> {
  return apiFetch('/api/auth/request-password-reset', {
    method: 'POST',
    body: { email, redirectTo: RESET_FINISH_PATH },
    headers: captchaHeaders(captchaToken),
  })
}
