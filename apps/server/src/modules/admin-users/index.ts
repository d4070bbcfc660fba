export { registerAdminUserRoutes } from './admin-users.routes.ts'
export type { AdminUsersDeps } from './admin-users-deps.ts'
