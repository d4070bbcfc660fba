import { authApi, type ResetSessionState } from '@herald/contracts'
import { callEndpoint } from '../../../lib/call-endpoint.ts'

/** Tells whether a reset link's token can still be used, without using it. */
export function checkResetToken(token: string): Promise<ResetSessionState> {
  return callEndpoint(authApi.checkResetToken, { body: { token }, toast: false, authRetry: false })
}
