export { createAuth, type Auth } from './create-auth.ts'
export { registerAuthRoutes } from './auth.routes.ts'
export { registerApiRateLimit } from './api-rate-limit.ts'
export {
  createPrincipalResolver,
  SESSION_COOKIE,
  type Principal,
  type RequirePrincipal,
} from './require-session.ts'
export { authoritiesOf, createAdminResolver, type RequireAdmin } from './require-admin.ts'
export { countRequestInWindow } from './rate-limits.queries.ts'
