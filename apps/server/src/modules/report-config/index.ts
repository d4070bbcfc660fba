export { registerReportConfigRoutes } from './report-config.routes.ts'
export type { ReportConfigDeps } from './report-config-deps.ts'
export { userFacing } from './connector-errors.ts'
export { requireConnector } from './bi-listings.ts'
