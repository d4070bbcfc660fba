import { authApi } from '@herald/contracts'
import { callEndpoint } from '../../../lib/call-endpoint.ts'
import { captchaHeaders } from './captcha-headers.ts'

/** Signs in with email and password; the server sets the session cookie. */
export function signInWithPassword(
  email: string,
  password: string,
  captchaToken: string | null,
): Promise<unknown> {
  return callEndpoint(authApi.signInWithPassword, {
    body: { email, password },
    headers: captchaHeaders(captchaToken),
  })
}
