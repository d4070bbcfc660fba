import { managementApi } from '@herald/contracts'
import type { FastifyInstance } from 'fastify'
import { route } from '../../platform/http/route.ts'
import { activeProfiles } from '../system/index.ts'
import { checkHealth } from './check-health.ts'
import { changeLogLevel, readLoggers } from './manage-logs.ts'
import type { ManagementDeps } from './management-deps.ts'
import { requireMetricsReader } from './metrics-access.ts'
import { readConfigProps, readEnvironment } from './read-configuration.ts'
import { readMetricsSummary, readPrometheus } from './read-metrics.ts'
import { readThreadDump } from './thread-dump.ts'

/** Spec §7 `management/*` (issue 13): admin-only operations endpoints; secrets never leave as values. */
export function registerManagementRoutes(app: FastifyInstance, deps: ManagementDeps): void {
  const { requireAdmin } = deps
  route(app, managementApi.prometheus, async (request, reply) => {
    await requireMetricsReader(deps, request)
    const { contentType, body } = await readPrometheus(deps.db)
    return reply.type(contentType).header('cache-control', 'no-store').send(body)
  })
  route(app, managementApi.metrics, async (request) => {
    await requireAdmin(request)
    return readMetricsSummary(deps.db, deps.clock())
  })
  route(app, managementApi.health, async (request) => {
    await requireAdmin(request)
    return checkHealth(deps)
  })
  route(app, managementApi.configprops, async (request) => {
    await requireAdmin(request)
    return readConfigProps(deps.config)
  })
  route(app, managementApi.env, async (request) => {
    await requireAdmin(request)
    return readEnvironment(deps.config, activeProfiles(deps.config))
  })
  route(app, managementApi.logs, async (request) => {
    await requireAdmin(request)
    return readLoggers(deps.log)
  })
  route(app, managementApi.setLogLevel, async (request) => {
    await requireAdmin(request)
    changeLogLevel(deps.log, request.body)
  })
  route(app, managementApi.threadDump, async (request) => {
    await requireAdmin(request)
    return readThreadDump(deps.config)
  })
}
