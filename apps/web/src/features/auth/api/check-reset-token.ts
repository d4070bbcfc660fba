import { ResetSessionState } from '@herald/contracts'
import { apiFetch } from '../../../lib/api-client.ts'

/** Tells whether a reset link's token can still be used, without using it. */
export function checkResetToken(token: string): Promise<ResetSessionState> {
  return apiFetch(
    `/api/account/reset-password/check?token=${encodeURIComponent(token)}`,
    { toast: false, authRetry: false },
    ResetSessionState,
  )
}
