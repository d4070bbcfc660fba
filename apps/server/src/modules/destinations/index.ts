export { registerDestinationRoutes } from './destinations.routes.ts'
export type { DestinationsDeps } from './destinations-deps.ts'
