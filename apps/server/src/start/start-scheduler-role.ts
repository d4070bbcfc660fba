import { startRefreshPoller, startScheduler } from '../modules/jobs/index.ts'
import { startFileRetention } from '../modules/reports/index.ts'
import { areaLogger } from '../platform/log.ts'
import { sharedDeps, type Services } from './open-services.ts'

/** The scheduler role: due runs (ADR 0008), runs after data refreshes (ADR 0044) and file retention (ADR 0028). */
export function startSchedulerRole(services: Services): { stop(): Promise<void> } {
  const { log, connectors, database, files, clock, config } = services
  const shared = sharedDeps(services)
  const scheduler = startScheduler(shared, areaLogger(log, 'scheduler'))
  const refreshPoller = startRefreshPoller({ ...shared, connectors }, areaLogger(log, 'scheduler'))
  const retention = startFileRetention({ db: database.db, files, clock, log }, config.fileRetentionDays)
  return {
    async stop() {
      await scheduler.stop()
      await refreshPoller.stop()
      await retention.stop()
    },
  }
}
