export { registerApiKeyRoutes } from './api-keys.routes.ts'
