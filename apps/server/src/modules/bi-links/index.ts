export { registerBiLinkRoutes } from './bi-links.routes.ts'
export { linkedConnectors } from './linked-connectors.ts'
export type { BiLinksDeps } from './bi-links-deps.ts'
