import { BI_TOOL_SLUGS, BiTool } from '@herald/contracts'
import { ConnectorError, type Connector } from '../../connectors/connector.ts'
import type { Connectors } from '../../connectors/registry.ts'
import { AppError } from '../../platform/http/errors.ts'
import type { Principal } from '../auth/index.ts'
import { requireOwnedJob } from '../jobs/index.ts'
import type { ReportConfigDeps } from './report-config-deps.ts'

const toolBySlug = new Map(BiTool.options.map((tool) => [BI_TOOL_SLUGS[tool], tool]))

/**
 * The connector behind `/api/job/{jobId}/{slug}/…`, for a job this user owns; 404 for an unknown slug
 * or another account's job, 409 with the spec's wording when this server has no credentials for the tool.
 */
export async function connectorForJob(
  { db, connectors }: Pick<ReportConfigDeps, 'db' | 'connectors'>,
  principal: Principal,
  jobId: number,
  slug: string,
): Promise<Connector> {
  const tool = toolBySlug.get(slug)
  if (!tool) throw new AppError(404, `Unknown BI tool: ${slug}`)
  await requireOwnedJob(db, principal, jobId)
  return requireConnector(connectors, tool, jobId)
}

/**
 * The job's connector for the tool, or 409 with what to do: the spec's wording when this server has no
 * credentials for the tool, 'link an account first' when the job has not linked one.
 */
export async function requireConnector(
  connectors: Connectors,
  tool: BiTool,
  jobId: number,
): Promise<Connector> {
  try {
    return await connectors.forJob(tool, jobId)
  } catch (err) {
    if (err instanceof ConnectorError) throw new AppError(409, err.message)
    throw err
  }
}
