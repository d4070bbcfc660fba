import type { Authority } from '@herald/contracts'
import { AppError } from '../../platform/http/errors.ts'
import type { Principal, RequirePrincipal } from './require-session.ts'

/** The signed-in admin of a request: a 401 without a session, a 403 for an account that is not an admin. */
export type RequireAdmin = RequirePrincipal

/** Whether an account is an admin: its stored role, or its email in ADMIN_EMAILS (which always wins). */
export function isAdmin(account: { email: string; role: string }, adminEmails: readonly string[]): boolean {
  return account.role === 'ROLE_ADMIN' || adminEmails.includes(account.email.toLowerCase())
}

/** The authorities an account carries (spec §6): ROLE_USER always, ROLE_ADMIN for an admin. */
export function authoritiesOf(
  account: { email: string; role: string },
  adminEmails: readonly string[],
): Authority[] {
  return isAdmin(account, adminEmails) ? ['ROLE_USER', 'ROLE_ADMIN'] : ['ROLE_USER']
}

/** Admins are accounts with the stored ROLE_ADMIN, and the accounts listed in ADMIN_EMAILS. */
export function createAdminResolver(requirePrincipal: RequirePrincipal, adminEmails: string[]): RequireAdmin {
  return async (request): Promise<Principal> => {
    const principal = await requirePrincipal(request)
    if (!isAdmin(principal, adminEmails)) {
      throw new AppError(403, 'You are not authorized to access this page.', {
        detail: 'error.authorization.admin',
      })
    }
    return principal
  }
}
