import { emailChangeApi, type EmailChangeConfirmed } from '@herald/contracts'
import { callEndpoint } from '../../../lib/call-endpoint.ts'

/** Opens the emailed link's token; the page shows the outcome itself. */
export function confirmEmailChange(token: string): Promise<EmailChangeConfirmed> {
  return callEndpoint(emailChangeApi.confirm, { body: { token }, toast: false, authRetry: false })
}
