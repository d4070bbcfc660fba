import { authApi } from '@herald/contracts'
import { callEndpoint } from '../../../lib/call-endpoint.ts'
import { captchaHeaders } from './captcha-headers.ts'

export const RESET_FINISH_PATH = '/reset/finish'

/** Emails a reset link that ends at /reset/finish?token=… */
export function requestPasswordReset(email: string, captchaToken: string | null): Promise<unknown> {
  return callEndpoint(authApi.requestPasswordReset, {
    body: { email, redirectTo: RESET_FINISH_PATH },
    headers: captchaHeaders(captchaToken),
  })
}
