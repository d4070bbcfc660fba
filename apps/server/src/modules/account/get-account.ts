import type { Account } from '@herald/contracts'
import type { Database } from '../../db/client.ts'
import { notAuthenticated } from '../../platform/http/errors.ts'
import type { Principal } from '../auth/index.ts'
import { findUserById } from './account.queries.ts'
import { presentAccount } from './present-account.ts'

export async function getAccount(
  deps: { db: Database; adminEmails: string[] },
  principal: Principal,
): Promise<Account> {
  const row = await findUserById(deps.db, principal.userId)
  if (!row) throw notAuthenticated()
  return presentAccount(row, deps.adminEmails)
}
