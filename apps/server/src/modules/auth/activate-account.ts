import { authMessages } from '@herald/contracts'
import { decodeJwt } from 'jose'
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
    await deps.auth.api.verifyEmail({ query: { token: key } })
  } catch {
    throw new AppError(400, authMessages.notActivated)
  }
  // better-auth answers `user: null` without auto sign-in: the key it has just verified names the account.
  await recordAuditEvent(deps.db, { principal: accountOfKey(key), type: 'ACTIVATION' })
  return { message: authMessages.activated }
}

/** The email inside an activation key (a JWT better-auth signed and has verified), or 'unknown'. */
function accountOfKey(key: string): string {
  try {
    const { email } = decodeJwt(key)
    return typeof email === 'string' && email !== '' ? email : 'unknown'
  } catch {
    return 'unknown'
  }
}
