import type { FastifyInstance } from 'fastify'
import {
  createAdminResolver,
  createAuth,
  createPrincipalResolver,
  registerApiRateLimit,
  type Auth,
  type RequirePrincipal,
} from '../modules/auth/index.ts'
import { createClientAddressCheck } from '../modules/ip-allow-list/index.ts'
import { registerAccess } from '../platform/http/access.ts'
import { registerIdempotency } from '../platform/http/idempotency.ts'
import type { AppDeps } from './app-deps.ts'

/**
 * Who is calling: the principal resolver (API key or session, then the IP allow-list), the per-caller rate
 * limit, the auth library, the access route() enforces from each declaration (ADR 0055) and idempotency keys.
 */
export async function registerCallers(
  app: FastifyInstance,
  { config, db, queue, log, clock }: AppDeps,
  origins: string[],
): Promise<{ auth: Auth; requirePrincipal: RequirePrincipal }> {
  const { requirePrincipal, requestOwner } = createPrincipalResolver({
    db,
    secret: config.secretKey,
    checkClientAddress: createClientAddressCheck(db),
  })
  await registerApiRateLimit(app, { db, limits: config.apiRateLimits, requestOwner })
  const auth = createAuth({ config, db, queue, allowedOrigins: origins, log })
  // route() enforces each declaration's access with these, before anything else reads the request (ADR 0055).
  registerAccess(app, {
    user: requirePrincipal,
    admin: createAdminResolver(requirePrincipal, config.adminEmails),
  })
  registerIdempotency(app, { db, clock })
  return { auth, requirePrincipal }
}
