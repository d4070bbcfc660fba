export { registerJobRoutes } from './jobs.routes.ts'
export { startScheduler, type Scheduler } from './start-scheduler.ts'
export { executeRunJob } from './jobs.jobs.ts'
export type { JobDeps } from './job-deps.ts'
