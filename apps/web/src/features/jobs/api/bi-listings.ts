import { BI_TOOL_SLUGS, biSourcesApi, type BiTool } from '@herald/contracts'
import { queryOptions } from '@tanstack/react-query'
import { callEndpoint, endpointUrl } from '../../../lib/call-endpoint.ts'
import { jobKeys } from './job-keys.ts'

// The step shows listing failures beside the field they feed, so none is toasted.
const quiet = (signal: AbortSignal) => ({ signal, toast: false })
const tool = (jobId: number, biTool: BiTool) => ({ jobId, tool: BI_TOOL_SLUGS[biTool] })
const listingKey = (jobId: number, biTool: BiTool, ...rest: string[]) =>
  [...jobKeys.detail(jobId), 'bi', biTool, ...rest] as const

/** The BI tools and whether this server has each configured. */
export const biToolsQuery = queryOptions({
  queryKey: ['bi-tools'],
  queryFn: ({ signal }) => callEndpoint(biSourcesApi.listTools, quiet(signal)),
  staleTime: 5 * 60_000,
})

export function workspacesQuery(jobId: number, biTool: BiTool) {
  return queryOptions({
    queryKey: listingKey(jobId, biTool, 'workspaces'),
    queryFn: ({ signal }) =>
      callEndpoint(biSourcesApi.listWorkspaces, { params: tool(jobId, biTool), ...quiet(signal) }),
  })
}

export function reportsQuery(jobId: number, biTool: BiTool, workspaceId: string) {
  return queryOptions({
    queryKey: listingKey(jobId, biTool, 'workspace', workspaceId, 'reports'),
    queryFn: ({ signal }) =>
      callEndpoint(biSourcesApi.listReports, {
        params: { ...tool(jobId, biTool), workspaceId },
        ...quiet(signal),
      }),
  })
}

export function pagesQuery(jobId: number, biTool: BiTool, reportId: string) {
  return queryOptions({
    queryKey: listingKey(jobId, biTool, 'report', reportId, 'pages'),
    queryFn: ({ signal }) =>
      callEndpoint(biSourcesApi.listPages, {
        params: { ...tool(jobId, biTool), reportId },
        ...quiet(signal),
      }),
  })
}

export function visualsQuery(jobId: number, biTool: BiTool, reportId: string) {
  return queryOptions({
    queryKey: listingKey(jobId, biTool, 'report', reportId, 'visuals'),
    queryFn: ({ signal }) =>
      callEndpoint(biSourcesApi.listVisuals, {
        params: { ...tool(jobId, biTool), reportId },
        ...quiet(signal),
      }),
  })
}

/** The values a filter ('Table/Column') can take, offered while typing Filter Value. */
export function filterValuesQuery(jobId: number, biTool: BiTool, reportId: string, filterName: string) {
  return queryOptions({
    queryKey: listingKey(jobId, biTool, 'report', reportId, 'filter-values', filterName),
    queryFn: ({ signal }) =>
      callEndpoint(biSourcesApi.listFilterValues, {
        params: { ...tool(jobId, biTool), reportId },
        query: { filterName },
        ...quiet(signal),
      }),
    staleTime: 60_000,
  })
}

/** The live report as an HTML page, for the 'Preview Report' frame. */
export function reportPreviewUrl(
  jobId: number,
  biTool: BiTool,
  reportId: string,
  options: { locale: string; pageSize: string },
): string {
  return endpointUrl(biSourcesApi.preview, { params: { ...tool(jobId, biTool), reportId }, query: options })
}
