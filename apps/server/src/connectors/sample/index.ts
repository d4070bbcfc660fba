import type { Connector } from '../connector.ts'
import { checkWorkspace, findReport } from './catalog.ts'
import { exportVisuals } from './export-visuals.ts'
import { hasData } from './has-data.ts'
import { filterValues } from './filter-values.ts'
import { recipientRows } from './recipient-rows.ts'
import { previewHtml, renderReport } from './render.ts'
import { reportVisuals, SAMPLE_REPORTS, SAMPLE_WORKSPACE } from './reports.ts'

export { SAMPLE_WORKSPACE } from './reports.ts'

/**
 * The built-in BI source (biTool SAMPLE): a deterministic sales dataset and two multi-page reports
 * drawn by Herald itself, so the whole product works offline (DESIGN.md §7).
 */
export function createSampleConnector(): Connector {
  return {
    listWorkspaces: async () => [{ ...SAMPLE_WORKSPACE }],
    listReports: async (workspaceId) => {
      checkWorkspace(workspaceId)
      return SAMPLE_REPORTS.map((report) => ({
        id: report.id,
        name: report.name,
        workspaceId: SAMPLE_WORKSPACE.id,
        embedUrl: `sample://${SAMPLE_WORKSPACE.id}/reports/${report.id}`,
      }))
    },
    listPages: async (reportId) =>
      findReport(reportId).pages.map((page) => ({ name: page.name, displayName: page.displayName })),
    listVisuals: async (reportId) => reportVisuals(findReport(reportId)).map((v) => v.visual),
    render: async (request, withPage) => renderReport(request, withPage),
    preview: async (request) => previewHtml(request),
    exportVisuals: async (request) => ({ kind: 'tables', tables: exportVisuals(request) }),
    filterValues: async (reportId, table, column) => filterValues(reportId, table, column),
    recipientRows: async (reportId, visualName, filterColumn) =>
      recipientRows(reportId, visualName, filterColumn),
    hasData: async (request) => hasData(request.reportId, request.filters),
  }
}
