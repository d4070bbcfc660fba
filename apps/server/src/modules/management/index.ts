export { registerManagementRoutes } from './management.routes.ts'
export { refreshDatabaseFigures } from './read-metrics.ts'
export type { ManagementDeps } from './management-deps.ts'
