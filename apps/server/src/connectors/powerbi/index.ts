import { ConnectorError, type Connector, type WithPage } from '../connector.ts'
import { callWithin } from '../kit/connector-call.ts'
import { underCaps } from '../kit/http-base.ts'
import { recipientRowsOf } from '../recipient-table.ts'
import { distinctColumnValues } from './dataset-query.ts'
import { datasetRefreshes } from './dataset-refreshes.ts'
import { datasetHasRows } from './dataset-row-count.ts'
import {
  exportEmbeddedVisuals,
  listEmbeddedVisuals,
  previewEmbeddedReport,
  renderEmbeddedReport,
  type EmbedTarget,
} from './embedded/index.ts'
import { exportToFile } from './export-to-file.ts'
import { createPowerBiClient, type TokenStore } from './powerbi-client.ts'
import { userFacingError } from './powerbi-errors.ts'
import {
  capacityOf,
  findReport,
  listPages,
  listReports,
  listWorkspaces,
  resolvePages,
} from './powerbi-listings.ts'
import type { PowerBiRuntime } from './powerbi-runtime.ts'

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
  const target = async (reportId: string, deadline: number): Promise<EmbedTarget> => {
    const report = await findReport(client, runtime, reportId, deadline)
    return { accessToken: await client.accessToken(deadline), embedUrl: report.embedUrl ?? '', reportId }
  }
  const browser = (): WithPage => {
    if (!runtime.withPage)
      throw new ConnectorError('This Herald process has no browser to open Power BI reports.')
    return runtime.withPage
  }

  return {
    listWorkspaces: () => call(undefined, (deadline) => listWorkspaces(client, runtime, deadline)),
    listReports: (workspaceId) =>
      call(undefined, (deadline) => listReports(client, runtime, workspaceId, deadline)),
    listPages: (reportId) =>
      call(undefined, async (deadline) => {
        const report = await findReport(client, runtime, reportId, deadline)
        return listPages(client, report.workspaceId, reportId, deadline)
      }),
    listVisuals: (reportId) =>
      call(undefined, async (deadline) => listEmbeddedVisuals(browser(), await target(reportId, deadline))),
    render: (request, withPage) =>
      call(request.timeoutMs, async (deadline) => {
        const workspaceId = request.workspaceId
        const pages = resolvePages(
          await listPages(client, workspaceId, request.reportId, deadline),
          request.pages,
        )
        const capacity = await capacityOf(client, runtime, workspaceId, deadline)
        if (capacity === undefined) {
          const report = await findReport(client, runtime, request.reportId, deadline, workspaceId)
          const embed = {
            accessToken: await client.accessToken(deadline),
            embedUrl: report.embedUrl ?? '',
            reportId: request.reportId,
          }
          return renderEmbeddedReport(withPage, embed, { ...request, pages })
        }
        const caps = [runtime.accountSlots(store.jobId), runtime.capacitySlots(capacity)]
        return underCaps(caps, () => exportToFile(client, runtime, { ...request, pages }, deadline))
      }),
    preview: (request) =>
      call(undefined, async (deadline) =>
        previewEmbeddedReport(browser(), await target(request.reportId, deadline), request),
      ),
    exportVisuals: (request) =>
      call(request.timeoutMs, async (deadline) => {
        const tables = await exportEmbeddedVisuals(
          browser(),
          await target(request.reportId, deadline),
          request,
        )
        return { kind: 'tables', tables }
      }),
    filterValues: (reportId, table, column) =>
      call(undefined, async (deadline) => {
        const report = await findReport(client, runtime, reportId, deadline)
        return distinctColumnValues(client, report, table, column, deadline)
      }),
    recipientRows: (reportId, visualName, filterColumn) =>
      call(undefined, async (deadline) => {
        const [table] = await exportEmbeddedVisuals(browser(), await target(reportId, deadline), {
          visualNames: [visualName],
          locale: 'en-US',
        })
        if (!table) throw new ConnectorError(`Unknown visual "${visualName}".`)
        return recipientRowsOf(table.title || table.name, table.columns, table.rows, filterColumn)
      }),
    hasData: (request) =>
      call(request.timeoutMs, async (deadline) => {
        if ((request.filters ?? []).length === 0) return true
        const report = await findReport(client, runtime, request.reportId, deadline, request.workspaceId)
        return datasetHasRows(client, report, request.filters, deadline)
      }),
    refreshHistory: (request) =>
      call(request.timeoutMs, async (deadline) => {
        const report = await findReport(client, runtime, request.reportId, deadline, request.workspaceId)
        return datasetRefreshes(client, report, deadline)
      }),
  }
}
