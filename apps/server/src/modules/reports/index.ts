export { executeRun } from './execute-run.ts'
export { renderFile } from './render-file.ts'
export { renderFileJob } from './reports.jobs.ts'
export type { ReportsDeps } from './reports-deps.ts'
