import { filterValueOf, tableauMessages } from '@herald/contracts'
import { neutralizeWorkbook } from '../../platform/documents/neutralize-workbook.ts'
import { ConnectorError, type Connector } from '../connector.ts'
import { callWithin } from '../kit/connector-call.ts'
import { extractRefreshes } from './extract-refreshes.ts'
import { recipientRowsOf } from '../recipient-table.ts'
import { renderView } from './render-view.ts'
import { createTableauClient } from './tableau-client.ts'
import { userFacingError } from './tableau-errors.ts'
import type { SessionStore, TableauLink } from './tableau-link.ts'
import { getView, listProjects, listProjectViews, workbookViews } from './tableau-listings.ts'
import type { TableauRuntime } from './tableau-runtime.ts'
import { viewData, type ViewData } from './view-csv.ts'
import { viewFilterQuery } from './view-filter.ts'
import { viewHasData } from './view-has-data.ts'

export { createTableauRuntime, type TableauRuntime } from './tableau-runtime.ts'
export {
  principalOf,
  type SessionStore,
  type TableauCredentials,
  type TableauLink,
  type TableauSession,
} from './tableau-link.ts'

const collator = new Intl.Collator('en', { numeric: true })

/**
 * Checks a link now: signs in (the SSRF guard, then Tableau's own check of the token) and keeps the
 * session; a refusal is a ConnectorError with Tableau's reason.
 */
export async function signInTableau(
  runtime: TableauRuntime,
  link: TableauLink,
  store: SessionStore,
): Promise<void> {
  const client = createTableauClient(runtime, link, store)
  try {
    await client.signIn(Date.now() + runtime.defaultTimeoutMs)
  } catch (err) {
    throw userFacingError(err, runtime.defaultTimeoutMs, true)
  }
}

/** Ends the link's session at Tableau (best effort) and forgets it. */
export async function signOutTableau(
  runtime: TableauRuntime,
  link: TableauLink,
  store: SessionStore,
): Promise<void> {
  await createTableauClient(runtime, link, store).signOut(Date.now() + runtime.defaultTimeoutMs)
}

/** Tableau Cloud / Tableau Server for one linked job (DESIGN.md §7): projects are workspaces, views are reports. */
export function createTableauConnector(
  runtime: TableauRuntime,
  link: TableauLink,
  store: SessionStore,
): Connector {
  const client = createTableauClient(runtime, link, store)
  const call = callWithin(runtime.defaultTimeoutMs, userFacingError)
  const data = async (
    viewId: string,
    deadline: number,
    query = '',
  ): Promise<{ name: string; data: ViewData }> => {
    const view = await getView(client, viewId, deadline)
    const csv = await client.get(`views/${encodeURIComponent(view.id)}/data`, {
      query: ['maxAge=1', query].filter(Boolean).join('&'),
      deadline,
      json: false,
    })
    return { name: view.name, data: viewData(csv.body.toString('utf8')) }
  }
  const views = (viewId: string, deadline: number) =>
    getView(client, viewId, deadline).then((view) => workbookViews(client, view, deadline))

  return {
    listWorkspaces: () => call(undefined, (deadline) => listProjects(client, deadline)),
    listReports: (projectId) =>
      call(undefined, (deadline) => listProjectViews(client, link, projectId, deadline)),
    listPages: (viewId) =>
      call(undefined, async (deadline) => {
        const view = await getView(client, viewId, deadline)
        return [{ name: view.id, displayName: view.name }]
      }),
    listVisuals: (viewId) =>
      call(undefined, async (deadline) =>
        (await views(viewId, deadline)).map((v) => ({
          name: v.name,
          title: v.name,
          kind: 'table' as const,
          page: v.id,
        })),
      ),
    render: (request) => call(request.timeoutMs, (deadline) => renderView(client, request, deadline)),
    preview: (request) =>
      call(undefined, async (deadline) => {
        const view = await getView(client, request.reportId, deadline)
        const png = await client.get(`views/${encodeURIComponent(view.id)}/image`, {
          query: 'resolution=high&maxAge=1',
          deadline,
          json: false,
        })
        const src = `data:image/png;base64,${png.body.toString('base64')}`
        return `<!doctype html><meta charset="utf-8"><body style="margin:0"><img alt="" style="max-width:100%" src="${src}"></body>`
      }),
    exportVisuals: (request) =>
      call(request.timeoutMs, async (deadline) => {
        const view = await getView(client, request.reportId, deadline)
        const query = ['maxAge=1', viewFilterQuery(request.filters)].filter(Boolean).join('&')
        const xlsx = await client.get(`views/${encodeURIComponent(view.id)}/crosstab/excel`, {
          query,
          deadline,
          json: false,
        })
        // Tableau's workbook gets the formula-injection guard of Herald's own (DESIGN.md §8.8).
        return { kind: 'xlsx', xlsx: await neutralizeWorkbook(xlsx.body) }
      }),
    refreshHistory: (request) =>
      call(request.timeoutMs, (deadline) => extractRefreshes(client, request.reportId, deadline)),
    filterValues: (viewId, _table, column) =>
      call(undefined, async (deadline) => {
        const { name, data: table } = await data(viewId, deadline)
        if (!table.columns.includes(column))
          throw new ConnectorError(tableauMessages.unknownColumn(column, name))
        return [...new Set(table.records.map((r) => r[column]!.trim()))]
          .filter(Boolean)
          .sort(collator.compare)
          .map(filterValueOf)
      }),
    recipientRows: (viewId, visualName, filterColumn) =>
      call(undefined, async (deadline) => {
        const candidates = await views(viewId, deadline)
        const source = candidates.find((v) => v.name === visualName || v.id === visualName)
        if (!source)
          throw new ConnectorError(
            `Unknown view "${visualName}". Available: ${candidates.map((v) => `"${v.name}"`).join(', ')}`,
          )
        const { name, data: table } = await data(source.id, deadline)
        const rows = table.records.map((r) => table.columns.map((c) => r[c] ?? ''))
        return recipientRowsOf(name, table.columns, rows, filterColumn)
      }),
    hasData: (request) => call(request.timeoutMs, (deadline) => viewHasData(client, request, deadline)),
  }
}
