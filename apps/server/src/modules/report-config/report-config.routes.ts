import { advancedMessages, biSourcesApi, parsePageSize, reportConfigApi } from '@herald/contracts'
import type { FastifyInstance } from 'fastify'
import { parseFilterTarget } from '../../connectors/connector.ts'
import { AppError } from '../../platform/http/errors.ts'
import { route } from '../../platform/http/route.ts'
import type { RequirePrincipal } from '../auth/index.ts'
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
export function registerReportConfigRoutes(
  app: FastifyInstance,
  deps: ReportConfigDeps & { requirePrincipal: RequirePrincipal },
): void {
  const who = deps.requirePrincipal
  const api = reportConfigApi

  route(app, api.getReport, async (request) =>
    getReportConfig(deps, await who(request), request.query.userJobId),
  )
  route(app, api.saveReport, async (request) =>
    saveReportConfig(deps, await who(request), request.query.userJobId, request.body),
  )
  route(app, api.getEmail, async (request) =>
    getEmailConfig(deps, await who(request), request.query.userJobId),
  )
  route(app, api.saveEmail, async (request) =>
    saveEmailConfig(deps, await who(request), request.query.userJobId, request.body),
  )
  route(app, api.getAutomatedFilters, async (request) =>
    getAutomatedFilters(deps, await who(request), request.params.jobId),
  )
  route(app, api.saveAutomatedFilters, async (request) =>
    saveAutomatedFilters(deps, await who(request), request.body),
  )
  route(app, api.previewAutomatedRows, async (request) =>
    previewAutomatedRows(deps, await who(request), request.params.jobId),
  )

  route(app, api.deliveryPlan, async (request) =>
    getDeliveryPlan(deps, await who(request), request.params.id),
  )
  route(app, api.previewRow, async (request, reply) => {
    const file = await previewRow(deps, await who(request), request.params.id, request.body)
    const disposition = `${file.inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.fileName)}`
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', disposition)
      .header('cache-control', 'no-store')
      .send(file.bytes)
  })

  route(app, biSourcesApi.listTools, async (request) => {
    await who(request)
    return deps.connectors.list()
  })
  type ToolRequest = Parameters<RequirePrincipal>[0] & { params: { jobId: number; tool: string } }
  const connector = async (request: ToolRequest) =>
    connectorForJob(deps, await who(request), request.params.jobId, request.params.tool)
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
