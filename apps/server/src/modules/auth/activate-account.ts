import { authMessages } from '@herald/contracts'
import type { Database } from '../../db/client.ts'
import { AppError } from '../../platform/http/errors.ts'
import { recordAuditEvent } from '../audit/index.ts'
import type { Auth } from './create-auth.ts'

/** Marks the account's email as verified when the activation key is valid and unexpired. */
export async function activateAccount(
  deps: { auth: Auth; db: Database },
  key: string,
): Promise<{ message: string }> {
  try {
    const result = (await deps.auth.api.verifyEmail({ query: { token: key } })) as {
      user?: { email?: string }
    } | null
    await recordAuditEvent(deps.db, { principal: result?.user?.email ?? 'unknown', type: 'ACTIVATION' })
  } catch {
    throw new AppError(400, authMessages.notActivated)
  }
  return { message: authMessages.activated }
}
