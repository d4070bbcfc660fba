import type { Account, AccountUpdateInput } from '@herald/contracts'
import type { Database } from '../../db/client.ts'
import { notAuthenticated } from '../../platform/http/errors.ts'
import { recordAuditEvent } from '../audit/index.ts'
import type { Principal } from '../auth/index.ts'
import { updateUserProfile } from './account.queries.ts'
import { presentAccount } from './present-account.ts'

export async function updateAccount(
  deps: { db: Database; adminEmails: string[] },
  principal: Principal,
  input: AccountUpdateInput,
): Promise<Account> {
  const row = await deps.db.transaction(async (tx) => {
    const updated = await updateUserProfile(tx, principal.userId, {
      firstName: input.firstName,
      lastName: input.lastName ?? null,
      langKey: input.langKey,
    })
    if (updated) await recordAuditEvent(tx, { principal: principal.email, type: 'PROFILE_UPDATED' })
    return updated
  })
  if (!row) throw notAuthenticated()
  return presentAccount(row, deps.adminEmails)
}
