import type { AllowedAddress } from '@herald/contracts'
import type { Database } from '../../db/client.ts'
import type { Caller } from '../../platform/http/access.ts'
import { listAllowedAddresses } from './ip-allow-list.queries.ts'

/** `GET api/account/whitelist-ips`: the account's allowed addresses and ranges, oldest first. */
export async function listAccountAllowList(
  deps: { db: Database },
  principal: Caller,
): Promise<AllowedAddress[]> {
  return listAllowedAddresses(deps.db, principal.userId)
}
