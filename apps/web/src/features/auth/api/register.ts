import { authApi, type MessageBody, type RegisterInput } from '@herald/contracts'
import { callEndpoint } from '../../../lib/call-endpoint.ts'
import { captchaHeaders } from './captcha-headers.ts'

/** Creates the account and emails an activation link. Errors carry the spec's texts in `message`. */
export function register(input: RegisterInput, captchaToken: string | null): Promise<MessageBody> {
  return callEndpoint(authApi.register, { body: input, headers: captchaHeaders(captchaToken), toast: false })
}
