export { registerReportConfigRoutes } from './report-config.routes.ts'
export type { ReportConfigDeps } from './report-config-deps.ts'
