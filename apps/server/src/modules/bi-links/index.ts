export { registerBiLinkRoutes } from './bi-links.routes.ts'
export { linkedConnectors } from './linked-connectors.ts'
export { microsoftSignInOf } from './microsoft-sign-in.ts'
export type { BiLinksDeps } from './bi-links-deps.ts'
