import type { Account, AccountUpdateInput } from '@herald/contracts'
import type { Database } from '../../db/client.ts'
import { notAuthenticated } from '../../platform/http/errors.ts'
import type { Principal } from '../auth/index.ts'
import { updateUserProfile } from './account.queries.ts'
import { presentAccount } from './present-account.ts'

export async function updateAccount(
  deps: { db: Database; adminEmails: string[] },
  principal: Principal,
  input: AccountUpdateInput,
): Promise<Account> {
  const row = await updateUserProfile(deps.db, principal.userId, {
    firstName: input.firstName,
    lastName: input.lastName ?? null,
    langKey: input.langKey,
  })
  if (!row) throw notAuthenticated()
  return presentAccount(row, deps.adminEmails)
}
