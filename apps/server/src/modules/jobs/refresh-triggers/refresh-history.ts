import { ConnectorError, type DataRefresh } from '../../../connectors/connector.ts'
import { BiTool } from '@herald/contracts'
import type { RefreshDeps } from './refresh-deps.ts'
import { sampleRefreshesOf, type RefreshJob } from './refresh-triggers.queries.ts'

/** How many of the newest refreshes each poll reads (Power BI's `$top`). */
export const HISTORY_DEPTH = 20

/**
 * The recent refreshes of the job's data, newest first: the account's "Refresh sample data" clicks for the
 * sample source, else the connector's refresh history (Power BI's dataset refreshes, Tableau's extract refreshes).
 */
/** How a refresh of the sample data is named in a job's refreshes. */
export const sampleRefreshId = (id: number) => `sample-${id}`

export async function refreshHistoryOf(deps: RefreshDeps, job: RefreshJob): Promise<DataRefresh[]> {
  if (!job.biTool || !job.reportId) return []
  if (job.biTool === 'SAMPLE') {
    const rows = await sampleRefreshesOf(deps.db, job.userId, HISTORY_DEPTH)
    return rows.map((r) => ({
      id: sampleRefreshId(r.id),
      source: 'the sample data',
      status: 'COMPLETED',
      endedAt: r.completedAt,
    }))
  }
  const tool = BiTool.parse(job.biTool)
  const connector = await deps.connectors.forJob(tool, job.id)
  if (!connector.refreshHistory)
    throw new ConnectorError(`${deps.connectors.label(tool)} cannot tell Herald when its data refreshes.`)
  return connector.refreshHistory({ workspaceId: job.workspaceId ?? '', reportId: job.reportId })
}
