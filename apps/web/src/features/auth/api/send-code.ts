import { authApi } from '@herald/contracts'
import { callEndpoint } from '../../../lib/call-endpoint.ts'
import { captchaHeaders } from './captcha-headers.ts'

/** Emails a 6-digit sign-in code. */
export function sendCode(email: string, captchaToken: string | null): Promise<unknown> {
  return callEndpoint(authApi.sendCode, {
    body: { email, type: 'sign-in' },
    headers: captchaHeaders(captchaToken),
  })
}
