import { ConnectorError, type Connector, type RecipientRow, type WithPage } from '../connector.ts'
import { callWithin } from '../kit/connector-call.ts'
import { recipientRowsOf } from '../recipient-table.ts'
import { distinctColumnValues } from './dataset-query.ts'
import { datasetRefreshes } from './dataset-refreshes.ts'
import { datasetHasRows } from './dataset-row-count.ts'
import {
  exportEmbeddedVisuals,
  listEmbeddedVisuals,
  previewEmbeddedReport,
  type EmbedTarget,
} from './embedded/index.ts'
import { createPowerBiClient, type TokenStore } from './powerbi-client.ts'
import { userFacingError } from './powerbi-errors.ts'
import { findReport, listPages, listReports, listWorkspaces } from './powerbi-listings.ts'
import type { PowerBiRuntime } from './powerbi-runtime.ts'
import { embedTarget, renderReport } from './render-report.ts'

export { createPowerBiRuntime, type PowerBiRuntime, type PowerBiSettings } from './powerbi-runtime.ts'
export type { TokenStore } from './powerbi-client.ts'
export {
  authorizeUrl,
  EntraGrantError,
  GRAPH_FILES_SCOPE,
  newPkce,
  redeemCode,
  refreshGrant,
} from './entra-id.ts'

/**
 * Power BI for one linked job (DESIGN.md §7, ADR 0021): groups are workspaces (plus My workspace); a report
 * in a workspace on dedicated capacity renders with Export To File, any other through the embedded
 * report in Herald's Chromium (embedded/), which also lists visuals, exports their data and previews.
 */
export function createPowerBiConnector(runtime: PowerBiRuntime, store: TokenStore): Connector {
  const client = createPowerBiClient(runtime, store)
  const call = callWithin(runtime.defaultTimeoutMs, userFacingError)
  const target = (reportId: string, deadline: number) => embedTarget(client, runtime, reportId, deadline)
  const browser = (): WithPage => {
    if (!runtime.withPage)
      throw new ConnectorError('This Herald process has no browser to open Power BI reports.')
    return runtime.withPage
  }
  const report = (reportId: string, deadline: number, workspaceId?: string) =>
    findReport(client, runtime, reportId, deadline, workspaceId)

  return {
    listWorkspaces: () => call(undefined, (deadline) => listWorkspaces(client, runtime, deadline)),
    listReports: (workspaceId) =>
      call(undefined, (deadline) => listReports(client, runtime, workspaceId, deadline)),
    listPages: (reportId) =>
      call(undefined, async (deadline) =>
        listPages(client, (await report(reportId, deadline)).workspaceId, reportId, deadline),
      ),
    listVisuals: (reportId) =>
      call(undefined, async (deadline) => listEmbeddedVisuals(browser(), await target(reportId, deadline))),
    render: (request, withPage) =>
      call(request.timeoutMs, (deadline) =>
        renderReport(client, runtime, store.jobId, { request, withPage, deadline }),
      ),
    preview: (request) =>
      call(undefined, async (deadline) =>
        previewEmbeddedReport(browser(), await target(request.reportId, deadline), request),
      ),
    exportVisuals: (request) =>
      call(request.timeoutMs, async (deadline) => ({
        kind: 'tables',
        tables: await exportEmbeddedVisuals(browser(), await target(request.reportId, deadline), request),
      })),
    filterValues: (reportId, table, column) =>
      call(undefined, async (deadline) =>
        distinctColumnValues(client, await report(reportId, deadline), table, column, deadline),
      ),
    recipientRows: (reportId, visualName, filterColumn) =>
      call(undefined, async (deadline) =>
        visualRecipientRows(browser(), await target(reportId, deadline), visualName, filterColumn),
      ),
    hasData: (request) =>
      call(request.timeoutMs, async (deadline) => {
        if ((request.filters ?? []).length === 0) return true
        const found = await report(request.reportId, deadline, request.workspaceId)
        return datasetHasRows(client, found, request.filters, deadline)
      }),
    refreshHistory: (request) =>
      call(request.timeoutMs, async (deadline) =>
        datasetRefreshes(client, await report(request.reportId, deadline, request.workspaceId), deadline),
      ),
  }
}

/** The recipient table of Automated Input: a visual of the embedded report, its exported rows. */
async function visualRecipientRows(
  withPage: WithPage,
  target: EmbedTarget,
  visualName: string,
  filterColumn: string,
): Promise<RecipientRow[]> {
  const [table] = await exportEmbeddedVisuals(withPage, target, {
    visualNames: [visualName],
    locale: 'en-US',
  })
  if (!table) throw new ConnectorError(`Unknown visual "${visualName}".`)
  return recipientRowsOf(table.title || table.name, table.columns, table.rows, filterColumn)
}
