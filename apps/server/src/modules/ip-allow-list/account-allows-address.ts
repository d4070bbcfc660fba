import type { Executor } from '../../db/client.ts'
import { isAddressAllowed } from './address-range.ts'
import { listAllowedAddresses } from './ip-allow-list.queries.ts'

/**
 * Whether the account may be used from a client address: its list is empty (any address), or holds the address.
 * One indexed read. The doors that have no HTTP request of a signed-in principal ask this directly: sign-in
 * (the session about to be created, by code, password or social sign-in) and SFTP sign-in (ADR 0040).
 */
export async function accountAllowsAddress(db: Executor, userId: string, address: string): Promise<boolean> {
  const entries = await listAllowedAddresses(db, userId)
  return (
    entries.length === 0 ||
    isAddressAllowed(
      address,
      entries.map((entry) => entry.address),
    )
  )
}
