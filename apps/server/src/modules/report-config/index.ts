export { registerReportConfigRoutes } from './report-config.routes.ts'
export type { ReportConfigDeps } from './report-config-deps.ts'
export { requireOwnedJob } from './owned-job.ts'
export { userFacing } from './connector-errors.ts'
