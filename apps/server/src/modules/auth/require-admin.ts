import { AppError } from '../../platform/http/errors.ts'
import type { Principal, RequirePrincipal } from './require-session.ts'

/** The signed-in admin of a request: a 401 without a session, a 403 for an account that is not an admin. */
export type RequireAdmin = RequirePrincipal

/** Admins are the accounts listed in ADMIN_EMAILS (the configuration stays the truth, as for ROLE_ADMIN). */
export function createAdminResolver(requirePrincipal: RequirePrincipal, adminEmails: string[]): RequireAdmin {
  return async (request): Promise<Principal> => {
    const principal = await requirePrincipal(request)
    if (!adminEmails.includes(principal.email.toLowerCase())) {
      throw new AppError(403, 'You are not authorized to access this page.', {
        detail: 'error.authorization.admin',
      })
    }
    return principal
  }
}
