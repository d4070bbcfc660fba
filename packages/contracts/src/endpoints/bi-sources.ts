import { z } from 'zod/mini'
import { defineEndpoint, errors, rawResponse } from '../endpoint.ts'
import { DEFAULT_PAGE_SIZE_TEXT } from '../reports/advanced-options.ts'
import { BiPage, BiReport, BiToolInfo, BiVisual, BiWorkspace } from '../reports/bi-listings.ts'
import { RecordIdParam } from '../request-input.ts'

const toolParams = z.object({
  jobId: RecordIdParam,
  tool: z.string().check(z.maxLength(40)),
})
const reportParams = z.extend(toolParams, { reportId: z.string().check(z.minLength(1), z.maxLength(255)) })
const common = { tag: 'BI sources', access: 'user' } as const
/** Listings of a tool the server has not linked answer 409; a tool the BI source refuses, 400. */
const listing = <T extends z.ZodMiniType>(item: T) => ({ 200: z.array(item), ...errors(400, 404, 409) })

/** What the job's BI tool offers, for wizard step 2 (spec §7). `tool` is the tool's slug (`sample`, `powerbi`, …). */
export const biSourcesApi = {
  listTools: defineEndpoint({
    ...common,
    method: 'GET',
    path: '/api/bi-tools',
    summary: 'The BI tools and whether this server has each configured',
    responses: { 200: z.array(BiToolInfo) },
  }),
  listWorkspaces: defineEndpoint({
    ...common,
    method: 'GET',
    path: '/api/job/:jobId/:tool/workspaces',
    summary: 'Workspaces of the BI tool',
    params: toolParams,
    responses: listing(BiWorkspace),
  }),
  listReports: defineEndpoint({
    ...common,
    method: 'GET',
    path: '/api/job/:jobId/:tool/workspace/:workspaceId/reports',
    summary: 'Reports of a workspace',
    params: z.extend(toolParams, { workspaceId: z.string().check(z.maxLength(255)) }),
    responses: listing(BiReport),
  }),
  listPages: defineEndpoint({
    ...common,
    method: 'GET',
    path: '/api/job/:jobId/:tool/report/:reportId/pages',
    summary: 'Pages of a report',
    params: reportParams,
    responses: listing(BiPage),
  }),
  listVisuals: defineEndpoint({
    ...common,
    method: 'GET',
    path: '/api/job/:jobId/:tool/report/:reportId/visuals',
    summary: 'Visuals (tables and charts) of a report',
    params: reportParams,
    responses: listing(BiVisual),
  }),
  preview: defineEndpoint({
    ...common,
    method: 'GET',
    path: '/api/job/:jobId/:tool/report/:reportId/preview',
    summary: 'The live report as an HTML page, for the Preview Report frame',
    params: reportParams,
    query: z.object({
      locale: z._default(z.string().check(z.maxLength(20)), 'en-US'),
      pageSize: z._default(z.string().check(z.maxLength(20)), DEFAULT_PAGE_SIZE_TEXT),
    }),
    responses: { 200: rawResponse(['text/html'], 'The report page.'), ...errors(404, 409) },
  }),
  listFilterValues: defineEndpoint({
    ...common,
    method: 'GET',
    path: '/api/job/:jobId/:tool/report/:reportId/filter-values',
    summary: 'The values a filter (Table/Column) can take',
    params: reportParams,
    query: z.object({ filterName: z.string().check(z.minLength(3), z.maxLength(255)) }),
    responses: { 200: z.array(z.string()), ...errors(404, 409) },
  }),
}
