import { IDEMPOTENCY_HEADER, refreshTriggersApi } from '@herald/contracts'
import type { FastifyInstance } from 'fastify'
import { route } from '../../../platform/http/route.ts'
import type { Logger } from '../../../platform/log.ts'
import { fireTrigger } from './fire-trigger.ts'
import type { RefreshDeps } from './refresh-deps.ts'
import { refreshSampleData } from './refresh-sample-data.ts'
import { saveRefreshSettings } from './save-refresh-settings.ts'
import { createTriggerUrl, revokeTriggerUrl } from './trigger-url.ts'

/** The trigger URL (create, revoke, fire without a session) and "Refresh sample data" (ADR 0044). */
export function registerRefreshTriggerRoutes(
  app: FastifyInstance,
  deps: RefreshDeps & { log: Logger; publicUrl: string },
): void {
  route(app, refreshTriggersApi.saveRefreshSettings, async (request) =>
    saveRefreshSettings(deps, request.caller, request.params.id, request.body),
  )
  route(app, refreshTriggersApi.createTrigger, async (request) =>
    createTriggerUrl(deps, request.caller, request.params.id),
  )
  route(app, refreshTriggersApi.revokeTrigger, async (request) => {
    await revokeTriggerUrl(deps, request.caller, request.params.id)
  })
  route(app, refreshTriggersApi.fireTrigger, async (request) => {
    const key = request.headers[IDEMPOTENCY_HEADER]
    return fireTrigger(deps, request.params.token, typeof key === 'string' ? key : undefined, request.ip)
  })
  route(app, refreshTriggersApi.refreshSample, async (request) =>
    refreshSampleData(deps, request.caller, deps.log),
  )
}
