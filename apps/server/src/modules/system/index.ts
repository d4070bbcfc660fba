export { activeProfiles, registerSystemRoutes } from './system.routes.ts'
export { pingDatabase } from './system.queries.ts'
