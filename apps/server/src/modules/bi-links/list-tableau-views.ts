import type { BiTool } from '@herald/contracts'
import type { Connectors } from '../../connectors/registry.ts'
import type { Principal } from '../auth/index.ts'
import { requireOwnedJob } from '../jobs/index.ts'
import { requireConnector, userFacing } from '../report-config/index.ts'
import type { BiLinksDeps } from './bi-links-deps.ts'
import { findBiLink } from './bi-links.queries.ts'

/** The spec's `GET api/job/{jobId}/tableau/{workspaceId}/views`: the views of a site project, through the job's link. */
export async function listTableauViews(
  deps: Pick<BiLinksDeps, 'db'> & { connectors: Connectors },
  principal: Principal,
  target: { jobId: number; workspaceId: string },
) {
  await requireOwnedJob(deps.db, principal, target.jobId)
  const tool = ((await findBiLink(deps.db, target.jobId))?.biTool ?? 'TABLEAU_ONLINE') as BiTool
  const source = await requireConnector(deps.connectors, tool, target.jobId)
  return userFacing(() => source.listReports(target.workspaceId))
}
