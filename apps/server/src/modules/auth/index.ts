export { createAuth, type Auth } from './create-auth.ts'
export { registerAuthRoutes } from './auth.routes.ts'
export { requirePrincipal, type Principal } from './require-session.ts'
