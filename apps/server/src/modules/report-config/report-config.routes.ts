import { advancedMessages, biSourcesApi, parsePageSize, reportConfigApi } from '@herald/contracts'
import type { FastifyInstance } from 'fastify'
import { parseFilterTarget } from '../../connectors/connector.ts'
import { AppError } from '../../platform/http/errors.ts'
import { route } from '../../platform/http/route.ts'
import type { Principal } from '../auth/index.ts'
import { getAutomatedFilters, previewAutomatedRows, saveAutomatedFilters } from './automated-filters.ts'
import { connectorForJob } from './bi-listings.ts'
import { userFacing } from './connector-errors.ts'
import { getEmailConfig, saveEmailConfig } from './email-config.ts'
import { getDeliveryPlan } from './get-delivery-plan.ts'
import { getReportConfig } from './get-report-config.ts'
import { previewRow } from './preview-row.ts'
import type { ReportConfigDeps } from './report-config-deps.ts'
import { saveReportConfig } from './save-report-config.ts'

/** The preview is Herald's own HTML shown in a same-origin frame: no scripts, nothing fetched. */
const PREVIEW_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'self'"

/** Wizard steps 2 and 3 (spec §7): report task, email task, automated filters and the BI listings. */
export function registerReportConfigRoutes(app: FastifyInstance, deps: ReportConfigDeps): void {
  const api = reportConfigApi

  route(app, api.getReport, async (request) => getReportConfig(deps, request.caller, request.query.userJobId))
  route(app, api.saveReport, async (request) =>
    saveReportConfig(deps, request.caller, request.query.userJobId, request.body),
  )
  route(app, api.getEmail, async (request) => getEmailConfig(deps, request.caller, request.query.userJobId))
  route(app, api.saveEmail, async (request) =>
    saveEmailConfig(deps, request.caller, request.query.userJobId, request.body),
  )
  route(app, api.getAutomatedFilters, async (request) =>
    getAutomatedFilters(deps, request.caller, request.params.jobId),
  )
  route(app, api.saveAutomatedFilters, async (request) =>
    saveAutomatedFilters(deps, request.caller, request.body),
  )
  route(app, api.previewAutomatedRows, async (request) =>
    previewAutomatedRows(deps, request.caller, request.params.jobId),
  )

  route(app, api.deliveryPlan, async (request) => getDeliveryPlan(deps, request.caller, request.params.id))
  route(app, api.previewRow, async (request, reply) => {
    const file = await previewRow(deps, request.caller, request.params.id, request.body)
    const disposition = `${file.inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.fileName)}`
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', disposition)
      .header('cache-control', 'no-store')
      .send(file.bytes)
  })

  route(app, biSourcesApi.listTools, () => deps.connectors.list())
  type ToolRequest = { caller: Principal; params: { jobId: number; tool: string } }
  const connector = async (request: ToolRequest) =>
    connectorForJob(deps, request.caller, request.params.jobId, request.params.tool)
  route(app, biSourcesApi.listWorkspaces, async (request) => {
    const source = await connector(request)
    return userFacing(() => source.listWorkspaces())
  })
  route(app, biSourcesApi.listReports, async (request) => {
    const source = await connector(request)
    return userFacing(() => source.listReports(request.params.workspaceId))
  })
  route(app, biSourcesApi.listPages, async (request) => {
    const source = await connector(request)
    return userFacing(() => source.listPages(request.params.reportId))
  })
  route(app, biSourcesApi.listVisuals, async (request) => {
    const source = await connector(request)
    return userFacing(() => source.listVisuals(request.params.reportId))
  })
  route(app, biSourcesApi.preview, async (request, reply) => {
    const source = await connector(request)
    const canvas = parsePageSize(request.query.pageSize)
    if (!canvas) throw new AppError(400, advancedMessages.canvasRange)
    const { reportId } = request.params
    const html = await userFacing(() => source.preview({ reportId, locale: request.query.locale, canvas }))
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', PREVIEW_CSP)
      .send(html)
  })
  route(app, biSourcesApi.listFilterValues, async (request) => {
    const source = await connector(request)
    return userFacing(async () => {
      const filter = parseFilterTarget(request.query.filterName)
      return source.filterValues(request.params.reportId, filter.table, filter.column)
    })
  })
}
