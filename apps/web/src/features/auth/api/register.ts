import { MessageBody, type RegisterInput } from '@herald/contracts'
import { apiFetch } from '../../../lib/api-client.ts'
import { captchaHeaders } from './captcha-headers.ts'

/** Creates the account and emails an activation link. Errors carry the spec's texts in `message`. */
export function register(input: RegisterInput, captchaToken: string | null): Promise<MessageBody> {
  return apiFetch(
    '/api/register',
    { method: 'POST', body: input, headers: captchaHeaders(captchaToken), toast: false },
    MessageBody,
  )
}
