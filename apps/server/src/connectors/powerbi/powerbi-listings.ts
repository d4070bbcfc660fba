import { MY_WORKSPACE, powerBiMessages } from '@herald/contracts'
import { ConnectorError, type BiPage, type BiReport, type BiWorkspace } from '../connector.ts'
import { PowerBiApiError } from './powerbi-api-error.ts'
import type { PowerBiClient } from './powerbi-client.ts'
import type { PowerBiRuntime } from './powerbi-runtime.ts'

const PAGE = 100
/** How long a workspace's capacity (and a report's workspace) is remembered. */
const REMEMBER_MS = 5 * 60_000

interface Group {
  id: string
  name?: string
  isOnDedicatedCapacity?: boolean
  capacityId?: string
}
interface Report {
  id: string
  name?: string
  embedUrl?: string
  datasetId?: string
}

/** `reports/{id}` of My workspace, `groups/{g}/reports/{id}` of a workspace (reference §2.3–§2.5). */
export const reportPath = (workspaceId: string, reportId: string) =>
  workspaceId === MY_WORKSPACE || workspaceId === ''
    ? `reports/${encodeURIComponent(reportId)}`
    : `groups/${encodeURIComponent(workspaceId)}/reports/${encodeURIComponent(reportId)}`

/** My workspace, then every group, `$top`/`$skip` page after page (reference §2.2). */
export async function listWorkspaces(client: PowerBiClient, runtime: PowerBiRuntime, deadline: number) {
  const groups: Group[] = []
  for (let skip = 0; ; skip += PAGE) {
    const page = await client.list<Group>(`groups?$top=${PAGE}&$skip=${skip}`, deadline)
    groups.push(...page)
    if (page.length < PAGE) break
  }
  for (const g of groups) remember(runtime, g)
  const workspaces: BiWorkspace[] = groups.map((g) => ({ id: g.id, name: g.name ?? g.id }))
  return [{ id: MY_WORKSPACE, name: 'My workspace' }, ...workspaces]
}

function remember(runtime: PowerBiRuntime, group: Group) {
  runtime.capacities.set(group.id, {
    capacityId: group.isOnDedicatedCapacity ? (group.capacityId ?? group.id) : undefined,
    until: Date.now() + REMEMBER_MS,
  })
}

/** The workspace's capacity id when it is on dedicated capacity (Export To File works), else undefined. */
export async function capacityOf(
  client: PowerBiClient,
  runtime: PowerBiRuntime,
  workspaceId: string,
  deadline: number,
): Promise<string | undefined> {
  if (workspaceId === MY_WORKSPACE || workspaceId === '') return undefined
  const known = runtime.capacities.get(workspaceId)
  if (known && known.until > Date.now()) return known.capacityId
  const filter = encodeURIComponent(`id eq '${workspaceId.replaceAll("'", "''")}'`)
  const [group] = await client.list<Group>(`groups?$filter=${filter}`, deadline)
  if (!group) throw new ConnectorError(powerBiMessages.notFound(`workspace ${workspaceId}`))
  remember(runtime, group)
  return runtime.capacities.get(workspaceId)?.capacityId
}

export async function listReports(
  client: PowerBiClient,
  runtime: PowerBiRuntime,
  workspaceId: string,
  deadline: number,
) {
  const reports = await client.list<Report & { reportType?: string }>(
    workspaceId === MY_WORKSPACE ? 'reports' : `groups/${encodeURIComponent(workspaceId)}/reports`,
    deadline,
  )
  return reports
    .filter((r) => r.reportType !== 'PaginatedReport')
    .map((r): BiReport => {
      runtime.reportWorkspaces.set(r.id, { workspaceId, until: Date.now() + REMEMBER_MS })
      return { id: r.id, name: r.name ?? r.id, workspaceId, embedUrl: r.embedUrl ?? '' }
    })
}

/**
 * One report and its workspace. The listings name a report by id only: the workspace listed it last (this
 * process), else My workspace, else each workspace in turn.
 */
export async function findReport(
  client: PowerBiClient,
  runtime: PowerBiRuntime,
  reportId: string,
  deadline: number,
  workspaceId?: string,
): Promise<Report & { workspaceId: string }> {
  const known = runtime.reportWorkspaces.get(reportId)
  const candidates = workspaceId
    ? [workspaceId]
    : [
        ...(known && known.until > Date.now() ? [known.workspaceId] : []),
        MY_WORKSPACE,
        ...(await listWorkspaces(client, runtime, deadline))
          .map((w) => w.id)
          .filter((id) => id !== MY_WORKSPACE),
      ]
  for (const candidate of new Set(candidates)) {
    try {
      const report = await client.json<Report>(reportPath(candidate, reportId), deadline)
      runtime.reportWorkspaces.set(reportId, { workspaceId: candidate, until: Date.now() + REMEMBER_MS })
      return { ...report, workspaceId: candidate }
    } catch (err) {
      if (!(err instanceof PowerBiApiError) || (err.status !== 404 && err.status !== 403)) throw err
    }
  }
  throw new ConnectorError(powerBiMessages.notFound(`report ${reportId}`))
}

/** The report's pages in report order (`order` is an integer, or a string in the swagger's example). */
export async function listPages(
  client: PowerBiClient,
  workspaceId: string,
  reportId: string,
  deadline: number,
): Promise<BiPage[]> {
  const pages = await client.list<{ name: string; displayName?: string; order?: number | string }>(
    `${reportPath(workspaceId, reportId)}/pages`,
    deadline,
  )
  return pages
    .map((p, i) => ({ page: p, order: Number(p.order ?? i) }))
    .sort((a, b) => a.order - b.order)
    .map(({ page }) => ({ name: page.name, displayName: page.displayName ?? page.name }))
}

/** The requested pages (names or display names, any casing) as page names in print order; 'All' = every page. */
export function resolvePages(pages: BiPage[], requested: 'All' | string[]): string[] {
  if (requested === 'All') return pages.map((p) => p.name)
  return requested.map((wanted) => {
    const key = wanted.trim().toLowerCase()
    const page =
      pages.find((p) => p.name.toLowerCase() === key) ??
      pages.find((p) => p.displayName.toLowerCase() === key)
    if (!page)
      throw new ConnectorError(
        powerBiMessages.unknownPage(wanted, pages.map((p) => `"${p.displayName}"`).join(', ')),
      )
    return page.name
  })
}
