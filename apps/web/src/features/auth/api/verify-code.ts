import { authApi } from '@herald/contracts'
import { callEndpoint } from '../../../lib/call-endpoint.ts'
import { captchaHeaders } from './captcha-headers.ts'

/** Signs in with the emailed code; the server sets the session cookie. */
export function verifyCode(email: string, otp: string, captchaToken: string | null): Promise<unknown> {
  return callEndpoint(authApi.signInWithCode, { body: { email, otp }, headers: captchaHeaders(captchaToken) })
}
