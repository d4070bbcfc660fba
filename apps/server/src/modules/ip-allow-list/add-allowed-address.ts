import { IP_ALLOW_LIST_MAX, ipAllowListMessages, type AllowedAddress } from '@herald/contracts'
import type { Database } from '../../db/client.ts'
import { AppError } from '../../platform/http/errors.ts'
import { recordAuditEvent } from '../audit/index.ts'
import type { Caller } from '../../platform/http/access.ts'
import { displayAddress, isAddressAllowed, normaliseAllowedAddress } from './address-range.ts'
import { insertAllowedAddress, listAllowedAddresses, lockAccount } from './ip-allow-list.queries.ts'

/**
 * Adds an address or range to the account's list, stored normalised. The first entry must contain the
 * address of this request: otherwise the account would be shut out by its own change.
 */
export async function addAllowedAddress(
  deps: { db: Database },
  principal: Caller,
  input: { address: string; clientAddress: string },
): Promise<AllowedAddress> {
  const address = normaliseAllowedAddress(input.address)
  if (address === undefined) throw new AppError(400, ipAllowListMessages.invalid)
  return deps.db.transaction(async (tx) => {
    await lockAccount(tx, principal.userId)
    const entries = await listAllowedAddresses(tx, principal.userId)
    if (entries.some((entry) => entry.address === address)) {
      throw new AppError(409, ipAllowListMessages.duplicate)
    }
    if (entries.length >= IP_ALLOW_LIST_MAX) throw new AppError(409, ipAllowListMessages.tooMany)
    const after = [...entries.map((entry) => entry.address), address]
    if (!isAddressAllowed(input.clientAddress, after)) {
      throw new AppError(409, ipAllowListMessages.lockOut(displayAddress(input.clientAddress)))
    }
    const row = await insertAllowedAddress(tx, principal.userId, address)
    if (!row) throw new AppError(409, ipAllowListMessages.duplicate)
    await recordAuditEvent(tx, {
      principal: principal.email,
      type: 'IP_ALLOW_LIST_ADDED',
      data: { address, from: displayAddress(input.clientAddress) },
    })
    return row
  })
}
