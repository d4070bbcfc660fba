import type { DataRefresh } from '../connector.ts'
import type { TableauClient } from './tableau-client.ts'
import { getView } from './tableau-listings.ts'

/** How many of the site's extract-refresh jobs one poll reads, and how many of them it looks into. */
const JOBS_PAGE = 100
const LOOKED_INTO = 20

/** An entry of Query Jobs (`GET …/jobs?filter=jobType:eq:refresh_extracts`). */
interface BackgroundJob {
  id: string
  status?: string // Pending, InProgress, Success, Failed, Cancelled
  endedAt?: string
  jobType?: string
  /** The refreshed workbook's or data source's name; `subtitle` says which ('Workbook' / 'Data Source'). */
  title?: string
  subtitle?: string
}
/** Query Job (`GET …/jobs/{id}`): what the refresh was of, and its notes (why it failed). */
interface Job {
  id: string
  finishCode?: string // 0 success, 1 failed, 2 cancelled
  completedAt?: string
  extractRefreshJob?: {
    notes?: string
    workbook?: { id: string; name?: string }
    datasource?: { id: string; name?: string }
  }
}
interface Connection {
  datasource?: { id: string; name?: string }
}

/**
 * The extract refreshes of a view's data (ADR 0044): the site's `refresh_extracts` jobs that ended (Success →
 * COMPLETED, Failed → FAILED with Tableau's notes; a cancelled or running one starts nothing), kept when Query Job
 * names the view's workbook or one of the data sources it connects to. The job's id names the refresh.
 */
export async function extractRefreshes(
  client: TableauClient,
  viewId: string,
  deadline: number,
): Promise<DataRefresh[]> {
  const view = await getView(client, viewId, deadline)
  const workbookId = view.workbook?.id
  if (!workbookId) return []
  const workbook = JSON.parse(
    (await client.get(`workbooks/${encodeURIComponent(workbookId)}`, { deadline })).body.toString('utf8'),
  ) as { workbook?: { name?: string } }
  const connections = JSON.parse(
    (await client.get(`workbooks/${encodeURIComponent(workbookId)}/connections`, { deadline })).body.toString(
      'utf8',
    ),
  ) as { connections?: { connection?: Connection[] } }
  const sources = new Map<string, string>()
  for (const c of connections.connections?.connection ?? [])
    if (c.datasource) sources.set(c.datasource.id, c.datasource.name ?? c.datasource.id)
  const names = new Set([workbook.workbook?.name, ...sources.values()].filter(Boolean))
  const listed = JSON.parse(
    (
      await client.get('jobs', {
        query: `filter=jobType:eq:refresh_extracts&pageSize=${JOBS_PAGE}&pageNumber=1`,
        deadline,
      })
    ).body.toString('utf8'),
  ) as { backgroundJobs?: { backgroundJob?: BackgroundJob[] } }
  const ended = (listed.backgroundJobs?.backgroundJob ?? [])
    .filter((j) => (j.status === 'Success' || j.status === 'Failed') && j.endedAt && names.has(j.title))
    .sort((a, b) => Date.parse(b.endedAt!) - Date.parse(a.endedAt!))
    .slice(0, LOOKED_INTO)
  const refreshes: DataRefresh[] = []
  for (const listedJob of ended) {
    const { job } = JSON.parse(
      (await client.get(`jobs/${encodeURIComponent(listedJob.id)}`, { deadline })).body.toString('utf8'),
    ) as { job: Job }
    const target = job.extractRefreshJob
    const source =
      target?.workbook?.id === workbookId
        ? `workbook ${target.workbook.name ?? workbook.workbook?.name ?? workbookId}`
        : target?.datasource && sources.has(target.datasource.id)
          ? `data source ${sources.get(target.datasource.id)}`
          : undefined
    if (!source) continue
    const endedAt = new Date(job.completedAt ?? listedJob.endedAt!)
    const id = `tableau:${job.id}`
    refreshes.push(
      listedJob.status === 'Success'
        ? { id, source, status: 'COMPLETED', endedAt }
        : { id, source, status: 'FAILED', endedAt, error: target?.notes || 'Tableau gave no reason.' },
    )
  }
  return refreshes
}
