export { registerHistoryRoutes } from './history.routes.ts'
