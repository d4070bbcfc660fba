import { ipAllowListMessages } from '@herald/contracts'
import { APIError } from 'better-auth/api'
import type { Database } from '../../db/client.ts'
import { recordAuditEvent } from '../audit/index.ts'
import { accountAllowsAddress, displayAddress } from '../ip-allow-list/index.ts'
import { findUserEmailById, isDeactivated } from './auth.queries.ts'

/** The header forwardToAuth sets to the client's address, the one the allow-list and the sessions list read. */
export const CLIENT_IP_HEADER = 'x-herald-client-ip'
const DEACTIVATED_CODE = 'ACCOUNT_DEACTIVATED'
/** A sign-in refused by the account's IP allow-list: the message (with the address) is the library error's own. */
export const ADDRESS_NOT_ALLOWED_CODE = 'ADDRESS_NOT_ALLOWED'

interface NewSession {
  userId: string
}
interface HookContext {
  headers?: Headers
  request?: { headers: Headers }
}

/** Refuses the session of an account whose IP allow-list does not hold the address, audited with the reason. */
async function refuseAddressNotAllowed(db: Database, userId: string, address: string) {
  const email = await findUserEmailById(db, userId)
  await recordAuditEvent(db, {
    principal: email ?? userId,
    type: 'AUTHENTICATION_FAILURE',
    data: { reason: 'Address not on the IP allow-list', address: displayAddress(address) },
  })
  throw new APIError('FORBIDDEN', {
    code: ADDRESS_NOT_ALLOWED_CODE,
    message: ipAllowListMessages.notAllowed(displayAddress(address)),
  })
}

/**
 * The checks before a session is created, and the audit after. An account an admin deactivated cannot sign in, by
 * any method. So can an account whose IP allow-list does not hold the client address (ADR 0040): the session is
 * never created, whichever door (code, password, social callback) asked for it.
 */
export function sessionCreateHooks(db: Database) {
  return {
    before: async (session: NewSession, context: HookContext | null) => {
      if (await isDeactivated(db, session.userId)) {
        throw new APIError('FORBIDDEN', { code: DEACTIVATED_CODE, message: 'Account deactivated' })
      }
      // Always set by forwardToAuth; were it missing, a non-empty list refuses (nothing to match).
      const address = (context?.headers ?? context?.request?.headers)?.get(CLIENT_IP_HEADER) ?? ''
      if (!(await accountAllowsAddress(db, session.userId, address))) {
        await refuseAddressNotAllowed(db, session.userId, address)
      }
      // The library keeps only an IPv6 client's /64; the sessions list shows the whole address.
      return address ? { data: { ipAddress: displayAddress(address) } } : undefined
    },
    after: async (session: NewSession) => {
      const email = await findUserEmailById(db, session.userId)
      await recordAuditEvent(db, { principal: email ?? session.userId, type: 'AUTHENTICATION_SUCCESS' })
    },
  }
}
