import type { Database } from '../../db/client.ts'
import { findResetToken } from './auth.queries.ts'

import type { ResetSessionState } from '@herald/contracts'

/** Whether a password-reset link can still be used (spec: 'Verifying your reset session...'). */
export async function checkResetSession(
  db: Database,
  token: string,
  now = new Date(),
): Promise<ResetSessionState> {
  const found = await findResetToken(db, token)
  if (!found) return { valid: false, reason: 'invalid' }
  if (found.expiresAt <= now) return { valid: false, reason: 'expired' }
  return { valid: true }
}
