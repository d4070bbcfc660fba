import { managementApi } from '@herald/contracts'
import type { FastifyInstance } from 'fastify'
import { route } from '../../platform/http/route.ts'
import { activeProfiles } from '../system/index.ts'
import { checkHealth } from './check-health.ts'
import { changeLogLevel, readLoggers } from './manage-logs.ts'
import type { ManagementDeps } from './management-deps.ts'
import { metricsScraper } from './metrics-access.ts'
import { readConfigProps, readEnvironment } from './read-configuration.ts'
import { readMetricsSummary, readPrometheus } from './read-metrics.ts'
import { readThreadDump } from './thread-dump.ts'

/** Spec §7 `management/*` (issue 13): admin-only operations endpoints; secrets never leave as values. */
export function registerManagementRoutes(app: FastifyInstance, deps: ManagementDeps): void {
  route(
    app,
    managementApi.prometheus,
    async (_request, reply) => {
      const { contentType, body } = await readPrometheus(deps.db)
      return reply.type(contentType).header('cache-control', 'no-store').send(body)
    },
    { admit: metricsScraper(deps.config.metricsToken) },
  )
  route(app, managementApi.metrics, () => readMetricsSummary(deps.db, deps.clock()))
  route(app, managementApi.health, () => checkHealth(deps))
  route(app, managementApi.configprops, () => readConfigProps(deps.config))
  route(app, managementApi.env, () => readEnvironment(deps.config, activeProfiles(deps.config)))
  route(app, managementApi.logs, () => readLoggers(deps.log))
  route(app, managementApi.setLogLevel, (request) => {
    changeLogLevel(deps.log, request.body)
  })
  route(app, managementApi.threadDump, () => readThreadDump(deps.config))
}
