import { BI_CAPABILITIES, type BiReport, type BiTool, type BiWorkspace } from '@herald/contracts'
import type { ReportSettings } from './report-draft.ts'

/** What belongs to one report: its pages, visuals and source visual mean nothing in another. */
const NO_REPORT = {
  userReportId: '',
  userReportName: '',
  reportUrl: '',
  pagesToPrint: 'All',
  listOfExcelVisuals: 'All',
  visualName: '',
  visualId: '',
} as const satisfies Partial<ReportSettings>

/**
 * Spec §4: choosing a workspace or report fills the task's defaults, the tool's `taskDefaults` — for Power BI
 * the spec's (its name, FILE DATE blank, manual input); the other tools keep the FILE DATE and input mode chosen.
 */
function selectionDefaults(draft: ReportSettings): Partial<ReportSettings> {
  return { ...(draft.biTool ? BI_CAPABILITIES[draft.biTool].taskDefaults : {}), isActive: true }
}

/** Another BI tool: its workspaces and reports are listed afresh. */
export function withBiTool<T extends ReportSettings>(draft: T, biTool: BiTool): T {
  if (biTool === draft.biTool) return draft
  return { ...draft, biTool, userWorkspaceId: '', userWorkspace: '', ...NO_REPORT }
}

/** Another workspace clears the report (spec §4). */
export function withWorkspace<T extends ReportSettings>(draft: T, workspace: BiWorkspace): T {
  if (workspace.id === draft.userWorkspaceId) return draft
  return {
    ...draft,
    ...selectionDefaults(draft),
    userWorkspaceId: workspace.id,
    userWorkspace: workspace.name,
    ...NO_REPORT,
  }
}

export function withReport<T extends ReportSettings>(draft: T, report: BiReport): T {
  if (report.id === draft.userReportId) return draft
  return {
    ...draft,
    ...selectionDefaults(draft),
    ...NO_REPORT,
    userReportId: report.id,
    userReportName: report.name,
    reportUrl: report.embedUrl,
    reportType: 'REPORTS',
  }
}
