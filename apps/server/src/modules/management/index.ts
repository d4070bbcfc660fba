export { registerManagementRoutes } from './management.routes.ts'
export type { ManagementDeps } from './management-deps.ts'
