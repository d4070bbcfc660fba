import {
  BI_TOOL_SLUGS,
  BiPage,
  BiReport,
  BiToolInfo,
  BiVisual,
  BiWorkspace,
  type BiTool,
} from '@herald/contracts'
import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { env } from '../../../config/env.ts'
import { apiFetch } from '../../../lib/api-client.ts'
import { jobKeys } from './job-keys.ts'

// The step shows listing failures beside the field they feed, so none is toasted.
const get = <T>(path: string, signal: AbortSignal, schema: z.ZodMiniType<T>) =>
  apiFetch(path, { signal, toast: false }, schema)

const base = (jobId: number, tool: BiTool) => `/api/job/${jobId}/${BI_TOOL_SLUGS[tool]}`
const listingKey = (jobId: number, tool: BiTool, ...rest: string[]) =>
  [...jobKeys.detail(jobId), 'bi', tool, ...rest] as const

/** The BI tools and whether this server has each configured. */
export const biToolsQuery = queryOptions({
  queryKey: ['bi-tools'],
  queryFn: ({ signal }) => get('/api/bi-tools', signal, z.array(BiToolInfo)),
  staleTime: 5 * 60_000,
})

export function workspacesQuery(jobId: number, tool: BiTool) {
  return queryOptions({
    queryKey: listingKey(jobId, tool, 'workspaces'),
    queryFn: ({ signal }) => get(`${base(jobId, tool)}/workspaces`, signal, z.array(BiWorkspace)),
  })
}

export function reportsQuery(jobId: number, tool: BiTool, workspaceId: string) {
  return queryOptions({
    queryKey: listingKey(jobId, tool, 'workspace', workspaceId, 'reports'),
    queryFn: ({ signal }) =>
      get(
        `${base(jobId, tool)}/workspace/${encodeURIComponent(workspaceId)}/reports`,
        signal,
        z.array(BiReport),
      ),
  })
}

const reportPath = (jobId: number, tool: BiTool, reportId: string) =>
  `${base(jobId, tool)}/report/${encodeURIComponent(reportId)}`

export function pagesQuery(jobId: number, tool: BiTool, reportId: string) {
  return queryOptions({
    queryKey: listingKey(jobId, tool, 'report', reportId, 'pages'),
    queryFn: ({ signal }) => get(`${reportPath(jobId, tool, reportId)}/pages`, signal, z.array(BiPage)),
  })
}

export function visualsQuery(jobId: number, tool: BiTool, reportId: string) {
  return queryOptions({
    queryKey: listingKey(jobId, tool, 'report', reportId, 'visuals'),
    queryFn: ({ signal }) => get(`${reportPath(jobId, tool, reportId)}/visuals`, signal, z.array(BiVisual)),
  })
}

/** The values a filter ('Table/Column') can take, offered while typing Filter Value. */
export function filterValuesQuery(jobId: number, tool: BiTool, reportId: string, filterName: string) {
  return queryOptions({
    queryKey: listingKey(jobId, tool, 'report', reportId, 'filter-values', filterName),
    queryFn: ({ signal }) =>
      get(
        `${reportPath(jobId, tool, reportId)}/filter-values?${new URLSearchParams({ filterName }).toString()}`,
        signal,
        z.array(z.string()),
      ),
    staleTime: 60_000,
  })
}

/** The live report as an HTML page, for the 'Preview Report' frame. */
export function reportPreviewUrl(
  jobId: number,
  tool: BiTool,
  reportId: string,
  options: { locale: string; pageSize: string },
): string {
  return `${env.apiBase}${reportPath(jobId, tool, reportId)}/preview?${new URLSearchParams(options).toString()}`
}
