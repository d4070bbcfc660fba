export { registerHistoryRoutes } from './history.routes.ts'
export { requireOwnedFile } from './owned-file.ts'
