export { registerJobRoutes } from './jobs.routes.ts'
export { startScheduler, type Scheduler } from './start-scheduler.ts'
export { startRefreshPoller, type RefreshPoller } from './refresh-triggers/start-refresh-poller.ts'
export type { JobDeps } from './job-deps.ts'
