import {
  AutomatedFilterConfig,
  BiPage,
  BiReport,
  BiToolInfo,
  BiVisual,
  BiWorkspace,
  FilterRowView,
  JobEmailConfig,
  JobEmailConfigView,
  RecordIdParam,
  ReportJobConf,
  ReportJobConfView,
  UserJobIdQuery,
  advancedMessages,
  DEFAULT_PAGE_SIZE_TEXT,
  filterMessages,
  parsePageSize,
} from '@herald/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod/mini'
import { ConnectorError, parseFilter } from '../../connectors/connector.ts'
import { AppError } from '../../platform/http/errors.ts'
import type { RequirePrincipal } from '../auth/index.ts'
import { getAutomatedFilters, previewAutomatedRows, saveAutomatedFilters } from './automated-filters.ts'
import { connectorForJob } from './bi-listings.ts'
import { userFacing } from './connector-errors.ts'
import { getEmailConfig, saveEmailConfig } from './email-config.ts'
import { getReportConfig } from './get-report-config.ts'
import type { ReportConfigDeps } from './report-config-deps.ts'
import { saveReportConfig } from './save-report-config.ts'

/** The preview is Herald's own HTML shown in a same-origin frame: no scripts, nothing fetched. */
const PREVIEW_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'self'"

const JobParams = z.object({ jobId: RecordIdParam })
const ToolParams = z.extend(JobParams, { tool: z.string().check(z.maxLength(40)) })
const ReportParams = z.extend(ToolParams, { reportId: z.string().check(z.minLength(1), z.maxLength(255)) })

/** Wizard steps 2 and 3 (spec §7): report task, email task, automated filters and the BI listings. */
export function registerReportConfigRoutes(
  app: FastifyInstance,
  deps: ReportConfigDeps & { requirePrincipal: RequirePrincipal },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const who = deps.requirePrincipal
  const byJob = { querystring: UserJobIdQuery }

  api.get(
    '/api/report-job-conf',
    { schema: { ...byJob, response: { 200: ReportJobConfView } } },
    async (request) => getReportConfig(deps, await who(request), request.query.userJobId),
  )
  api.post(
    '/api/report-job-conf',
    { schema: { ...byJob, body: ReportJobConf, response: { 200: ReportJobConfView } } },
    async (request) => saveReportConfig(deps, await who(request), request.query.userJobId, request.body),
  )
  api.get(
    '/api/job-email-config',
    { schema: { ...byJob, response: { 200: JobEmailConfigView } } },
    async (request) => getEmailConfig(deps, await who(request), request.query.userJobId),
  )
  api.post(
    '/api/job-email-config',
    { schema: { ...byJob, body: JobEmailConfig, response: { 200: JobEmailConfigView } } },
    async (request) => saveEmailConfig(deps, await who(request), request.query.userJobId, request.body),
  )

  api.get('/api/automated-filters/:jobId', { schema: { params: JobParams } }, async (request) =>
    getAutomatedFilters(deps, await who(request), request.params.jobId),
  )
  api.post('/api/automated-filters', { schema: { body: AutomatedFilterConfig } }, async (request) =>
    saveAutomatedFilters(deps, await who(request), request.body),
  )
  api.get(
    '/api/automated-filters/:jobId/preview',
    { schema: { params: JobParams, response: { 200: z.array(FilterRowView) } } },
    async (request) => previewAutomatedRows(deps, await who(request), request.params.jobId),
  )

  api.get('/api/bi-tools', { schema: { response: { 200: z.array(BiToolInfo) } } }, async (request) => {
    await who(request)
    return deps.connectors.list()
  })
  const connector = async (
    request: { params: z.infer<typeof ToolParams> } & Parameters<RequirePrincipal>[0],
  ) => connectorForJob(deps, await who(request), request.params.jobId, request.params.tool)
  api.get(
    '/api/job/:jobId/:tool/workspaces',
    { schema: { params: ToolParams, response: { 200: z.array(BiWorkspace) } } },
    async (request) => (await connector(request)).listWorkspaces(),
  )
  api.get(
    '/api/job/:jobId/:tool/workspace/:workspaceId/reports',
    {
      schema: {
        params: z.extend(ToolParams, { workspaceId: z.string().check(z.maxLength(255)) }),
        response: { 200: z.array(BiReport) },
      },
    },
    async (request) => {
      const source = await connector(request)
      return userFacing(() => source.listReports(request.params.workspaceId))
    },
  )
  api.get(
    '/api/job/:jobId/:tool/report/:reportId/pages',
    { schema: { params: ReportParams, response: { 200: z.array(BiPage) } } },
    async (request) => {
      const source = await connector(request)
      return userFacing(() => source.listPages(request.params.reportId))
    },
  )
  api.get(
    '/api/job/:jobId/:tool/report/:reportId/visuals',
    { schema: { params: ReportParams, response: { 200: z.array(BiVisual) } } },
    async (request) => {
      const source = await connector(request)
      return userFacing(() => source.listVisuals(request.params.reportId))
    },
  )
  api.get(
    '/api/job/:jobId/:tool/report/:reportId/preview',
    {
      schema: {
        params: ReportParams,
        querystring: z.object({
          locale: z._default(z.string().check(z.maxLength(20)), 'en-US'),
          pageSize: z._default(z.string().check(z.maxLength(20)), DEFAULT_PAGE_SIZE_TEXT),
        }),
      },
    },
    async (request, reply) => {
      const source = await connector(request)
      const canvas = parsePageSize(request.query.pageSize)
      if (!canvas) throw new AppError(400, advancedMessages.canvasRange)
      const { reportId } = request.params
      const html = await userFacing(() => source.preview({ reportId, locale: request.query.locale, canvas }))
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-security-policy', PREVIEW_CSP)
        .send(html)
    },
  )
  api.get(
    '/api/job/:jobId/:tool/report/:reportId/filter-values',
    {
      schema: {
        params: ReportParams,
        querystring: z.object({ filterName: z.string().check(z.minLength(3), z.maxLength(255)) }),
        response: { 200: z.array(z.string()) },
      },
    },
    async (request) => {
      const source = await connector(request)
      return userFacing(async () => {
        const filter = parseFilter(request.query.filterName, '')
        if (!filter) throw new ConnectorError(filterMessages.syntax)
        return source.filterValues(request.params.reportId, filter.table, filter.column)
      })
    },
  )
}
