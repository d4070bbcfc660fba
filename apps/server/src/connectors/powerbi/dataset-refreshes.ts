import { MY_WORKSPACE } from '@herald/contracts'
import type { DataRefresh } from '../connector.ts'
import type { PowerBiClient } from './powerbi-client.ts'

/** How many refreshes one poll reads (`$top`); the newest come first. */
export const REFRESH_HISTORY_TOP = 20

/** One entry of `GET …/datasets/{id}/refreshes` (Datasets - Get Refresh History). */
interface Refresh {
  requestId?: string
  id?: number
  refreshType?: string
  startTime?: string
  endTime?: string
  /** Unknown while it runs (no endTime); Completed, Failed, Disabled, Cancelled once it ended. */
  status?: string
  /** On a failure: `{"errorCode":"…","errorDescription":"…"}` as a JSON string. */
  serviceExceptionJson?: string
}

const datasetPath = (workspaceId: string, datasetId: string) =>
  workspaceId === MY_WORKSPACE || workspaceId === ''
    ? `datasets/${encodeURIComponent(datasetId)}`
    : `groups/${encodeURIComponent(workspaceId)}/datasets/${encodeURIComponent(datasetId)}`

/** Why a refresh failed, from its serviceExceptionJson: the description, else the code. */
function failureReason(json: string | undefined): string {
  if (!json) return 'Power BI gave no reason.'
  try {
    const parsed = JSON.parse(json) as { errorCode?: string; errorDescription?: string }
    return parsed.errorDescription || parsed.errorCode || json
  } catch {
    return json
  }
}

/**
 * The report's dataset refresh history (ADR 0044): ended refreshes only, Completed → COMPLETED, Failed → FAILED;
 * a running one (Unknown), a Disabled or a Cancelled one starts nothing. The refresh's `requestId` (else its id)
 * names it, with the dataset's id, so a run is started once per refresh.
 */
export async function datasetRefreshes(
  client: PowerBiClient,
  report: { workspaceId: string; datasetId?: string },
  deadline: number,
): Promise<DataRefresh[]> {
  if (!report.datasetId) return []
  const path = datasetPath(report.workspaceId, report.datasetId)
  const dataset = await client.json<{ name?: string }>(path, deadline)
  const refreshes = await client.list<Refresh>(`${path}/refreshes?$top=${REFRESH_HISTORY_TOP}`, deadline)
  const source = `dataset ${dataset.name ?? report.datasetId}`
  return refreshes.flatMap((r): DataRefresh[] => {
    if (!r.endTime || (r.status !== 'Completed' && r.status !== 'Failed')) return []
    const endedAt = new Date(r.endTime)
    if (Number.isNaN(endedAt.getTime())) return []
    const id = `powerbi:${report.datasetId}:${r.requestId ?? r.id}`
    return r.status === 'Completed'
      ? [{ id, source, status: 'COMPLETED', endedAt }]
      : [{ id, source, status: 'FAILED', endedAt, error: failureReason(r.serviceExceptionJson) }]
  })
}
