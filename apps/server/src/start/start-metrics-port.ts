import { refreshDatabaseFigures } from '../modules/management/index.ts'
import { startMetricsServer } from '../platform/metrics/metrics-server.ts'
import type { Services } from './open-services.ts'

/**
 * A process without the web role serves its metrics on METRICS_PORT, with METRICS_TOKEN (ADR 0027); a web
 * process serves them at /management/prometheus. Returns how to close it.
 */
export async function startMetricsPort({ config, database, log }: Services): Promise<() => Promise<void>> {
  if (config.roles.includes('web') || !config.metricsPort || !config.metricsToken) return async () => {}
  const server = await startMetricsServer({
    host: config.host,
    port: config.metricsPort,
    token: config.metricsToken,
    refresh: () => refreshDatabaseFigures(database.db),
    log,
  })
  return () => new Promise((resolve) => server.close(() => resolve()))
}
