import type { Connector } from '../connector.ts'
import { callWithin } from '../kit/connector-call.ts'
import { extractRefreshes } from './extract-refreshes.ts'
import { renderView } from './render-view.ts'
import { createTableauClient } from './tableau-client.ts'
import { userFacingError } from './tableau-errors.ts'
import type { SessionStore, TableauLink } from './tableau-link.ts'
import { listProjects, listProjectViews } from './tableau-listings.ts'
import type { TableauRuntime } from './tableau-runtime.ts'
import { viewHasData } from './view-has-data.ts'
import {
  viewColumnValues,
  viewCrosstab,
  viewPages,
  viewPreview,
  viewRecipientRows,
  viewVisuals,
} from './view-reads.ts'

export { createTableauRuntime, type TableauRuntime } from './tableau-runtime.ts'
export {
  principalOf,
  type SessionStore,
  type TableauCredentials,
  type TableauLink,
  type TableauSession,
} from './tableau-link.ts'

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
  return {
    listWorkspaces: () => call(undefined, (deadline) => listProjects(client, deadline)),
    listReports: (projectId) =>
      call(undefined, (deadline) => listProjectViews(client, link, projectId, deadline)),
    listPages: (viewId) => call(undefined, (deadline) => viewPages(client, viewId, deadline)),
    listVisuals: (viewId) => call(undefined, (deadline) => viewVisuals(client, viewId, deadline)),
    render: (request) => call(request.timeoutMs, (deadline) => renderView(client, request, deadline)),
    preview: (request) => call(undefined, (deadline) => viewPreview(client, request.reportId, deadline)),
    exportVisuals: (request) =>
      call(request.timeoutMs, (deadline) => viewCrosstab(client, request, deadline)),
    refreshHistory: (request) =>
      call(request.timeoutMs, (deadline) => extractRefreshes(client, request.reportId, deadline)),
    filterValues: (viewId, _table, column) =>
      call(undefined, (deadline) => viewColumnValues(client, viewId, column, deadline)),
    recipientRows: (viewId, visualName, filterColumn) =>
      call(undefined, (deadline) => viewRecipientRows(client, viewId, visualName, filterColumn, deadline)),
    hasData: (request) => call(request.timeoutMs, (deadline) => viewHasData(client, request, deadline)),
  }
}
