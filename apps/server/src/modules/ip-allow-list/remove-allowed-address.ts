import { ipAllowListMessages } from '@herald/contracts'
import type { Database } from '../../db/client.ts'
import { AppError, notFound } from '../../platform/http/errors.ts'
import { recordAuditEvent } from '../audit/index.ts'
import type { Caller } from '../../platform/http/access.ts'
import { displayAddress, isAddressAllowed } from './address-range.ts'
import { deleteAllowedAddress, listAllowedAddresses, lockAccount } from './ip-allow-list.queries.ts'

/**
 * Removes an entry. What is left must still contain the address of this request, unless nothing is left
 * (an empty list allows every address).
 */
export async function removeAllowedAddress(
  deps: { db: Database },
  principal: Caller,
  input: { id: number; clientAddress: string },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await lockAccount(tx, principal.userId)
    const entries = await listAllowedAddresses(tx, principal.userId)
    const removed = entries.find((entry) => entry.id === input.id)
    if (!removed) throw notFound()
    const left = entries.filter((entry) => entry.id !== input.id).map((entry) => entry.address)
    if (left.length > 0 && !isAddressAllowed(input.clientAddress, left)) {
      throw new AppError(409, ipAllowListMessages.lockOut(displayAddress(input.clientAddress)))
    }
    await deleteAllowedAddress(tx, principal.userId, input.id)
    await recordAuditEvent(tx, {
      principal: principal.email,
      type: 'IP_ALLOW_LIST_REMOVED',
      data: { address: removed.address, from: displayAddress(input.clientAddress) },
    })
  })
}
