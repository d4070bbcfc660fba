import { z } from 'zod/mini'
import { recordId } from '../request-input.ts'
import { BiTool } from './bi-tool.ts'

/** URL slug of each BI tool in `/api/job/{jobId}/{tool}/…`. */
export const BI_TOOL_SLUGS: Record<BiTool, string> = {
  SAMPLE: 'sample',
  POWER_BI: 'powerbi',
  TABLEAU_ONLINE: 'tableau-online',
  TABLEAU_SERVER: 'tableau-server',
}

export const BiToolInfo = z.object({ biTool: BiTool, label: z.string(), configured: z.boolean() })
export type BiToolInfo = z.infer<typeof BiToolInfo>

export const BiWorkspace = z.object({ id: z.string(), name: z.string() })
export type BiWorkspace = z.infer<typeof BiWorkspace>
export const BiReport = z.object({
  id: z.string(),
  name: z.string(),
  workspaceId: z.string(),
  embedUrl: z.string(),
})
export type BiReport = z.infer<typeof BiReport>
export const BiPage = z.object({ name: z.string(), displayName: z.string() })
export type BiPage = z.infer<typeof BiPage>
export const BiVisual = z.object({
  name: z.string(),
  title: z.string(),
  kind: z.enum(['table', 'matrix', 'chart', 'card']),
  page: z.string(),
})
export type BiVisual = z.infer<typeof BiVisual>

/** Spec §3 "Automated filter config", body of `POST api/automated-filters`. */
export const AutomatedFilterConfig = z.object({
  userJobId: recordId(),
  visualName: z._default(z.string().check(z.trim(), z.maxLength(255)), ''),
  visualId: z._default(z.string().check(z.trim(), z.maxLength(255)), ''),
  filterName: z._default(z.string().check(z.trim(), z.maxLength(255)), ''),
  isAutomatedFiltersEnabled: z._default(z.boolean(), true),
})
export type AutomatedFilterConfig = z.infer<typeof AutomatedFilterConfig>
export type AutomatedFilterConfigInput = z.input<typeof AutomatedFilterConfig>
