import { ipAllowListMessages } from '@herald/contracts'
import type { FastifyRequest } from 'fastify'
import type { Database } from '../../db/client.ts'
import { AppError } from '../../platform/http/errors.ts'
import { displayAddress, isAddressAllowed } from './address-range.ts'
import { listAllowedAddresses } from './ip-allow-list.queries.ts'

/** Refuses a request of an account from outside its allow-list (checked on every authenticated request). */
export type CheckClientAddress = (request: FastifyRequest, userId: string) => Promise<void>

/**
 * One indexed read per authenticated request; an empty list (most accounts) allows every address. The
 * address is the connection's, or X-Forwarded-For's as far as TRUST_PROXY allows (Fastify's `request.ip`).
 */
export function createClientAddressCheck(db: Database): CheckClientAddress {
  return async (request, userId) => {
    const entries = await listAllowedAddresses(db, userId)
    if (entries.length === 0) return
    if (
      isAddressAllowed(
        request.ip,
        entries.map((entry) => entry.address),
      )
    )
      return
    request.log.info({ userId, ip: request.ip }, 'request refused by the account IP allow-list')
    throw new AppError(403, ipAllowListMessages.notAllowed(displayAddress(request.ip)))
  }
}
