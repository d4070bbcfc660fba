import type { BiReport, BiWorkspace } from '../connector.ts'
import type { TableauClient } from './tableau-client.ts'
import type { TableauLink } from './tableau-link.ts'

interface ProjectItem {
  id: string
  name: string
  parentProjectId?: string
}

export interface ViewItem {
  id: string
  name: string
  contentUrl: string
  workbook?: { id: string }
  project?: { id: string }
}

/** The site's projects, nested ones named by their path ('Finance / EMEA'), sorted by that name. */
export async function listProjects(client: TableauClient, deadline: number): Promise<BiWorkspace[]> {
  const projects = await client.pages<ProjectItem>('projects', 'projects', 'project', deadline)
  const byId = new Map(projects.map((p) => [p.id, p]))
  const pathOf = (project: ProjectItem, seen = new Set<string>()): string => {
    const parent = project.parentProjectId ? byId.get(project.parentProjectId) : undefined
    if (!parent || seen.has(parent.id)) return project.name
    seen.add(project.id)
    return `${pathOf(parent, seen)} / ${project.name}`
  }
  return projects
    .map((p) => ({ id: p.id, name: pathOf(p) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }))
}

/** The web address of a view: `{server}/#/site/{site}/views/{workbook}/{sheet}` (reference §4.2). */
function viewUrl(link: TableauLink, view: ViewItem): string {
  const path = view.contentUrl.replace('/sheets/', '/')
  const site = link.siteContentUrl === '' ? '' : `/site/${encodeURIComponent(link.siteContentUrl)}`
  return `${link.serverUrl}/#${site}/views/${path}`
}

/**
 * Every view of a project, across all of Tableau's pages. Views are listed for the site and kept by their
 * project (reference §4.5: whether the view list can be filtered by project id is not documented).
 */
export async function listProjectViews(
  client: TableauClient,
  link: TableauLink,
  projectId: string,
  deadline: number,
): Promise<BiReport[]> {
  const views = await client.pages<ViewItem>('views', 'views', 'view', deadline)
  return views
    .filter((v) => v.project?.id === projectId)
    .map((v) => ({ id: v.id, name: v.name, workspaceId: projectId, embedUrl: viewUrl(link, v) }))
}

export async function getView(client: TableauClient, viewId: string, deadline: number): Promise<ViewItem> {
  const answer = await client.get(`views/${encodeURIComponent(viewId)}`, { deadline })
  return (JSON.parse(answer.body.toString('utf8')) as { view: ViewItem }).view
}

/** The views of the workbook a view belongs to (not paged, reference §4.5). */
export async function workbookViews(
  client: TableauClient,
  view: ViewItem,
  deadline: number,
): Promise<ViewItem[]> {
  if (!view.workbook) return [view]
  const answer = await client.get(`workbooks/${encodeURIComponent(view.workbook.id)}/views`, { deadline })
  const parsed = JSON.parse(answer.body.toString('utf8')) as { views?: { view?: ViewItem[] } }
  return parsed.views?.view ?? [view]
}
