import { z } from 'zod'
import { apiFetch } from '../../../lib/api-client.ts'

export const ResetTokenCheck = z.union([
  z.object({ valid: z.literal(true) }),
  z.object({ valid: z.literal(false), reason: z.enum(['invalid', 'expired']) }),
])
export type ResetTokenCheck = z.infer<typeof ResetTokenCheck>

/** Tells whether a reset link's token can still be used, without using it. */
export function checkResetToken(token: string): Promise<ResetTokenCheck> {
  return apiFetch(
    `/api/account/reset-password/check?token=${encodeURIComponent(token)}`,
    { toast: false, authRetry: false },
    ResetTokenCheck,
  )
}
